import type { AreaPages } from '../types';

/** The page modules of the signed-in event and pricing pages, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  memberEvents: () => import('@/features/events/pages/MemberEventsPage'),
  memberEvent: () => import('@/features/events/pages/MemberEventPage'),
  memberCheckout: () => import('@/features/checkout/pages/CheckoutPage'),
  priceCards: () => import('@/features/demo/pages/PricingCardsPage'),
  priceCompare: () => import('@/features/demo/pages/PricingComparePage'),
};

export default pages;
