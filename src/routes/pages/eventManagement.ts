import type { AreaPages, PageModule } from '../types';

const ticketFormPage: PageModule = () => import('@/features/producer/pages/TicketFormPage');
const couponFormPage: PageModule = () => import('@/features/producer/pages/CouponFormPage');

/** The page modules of event, ticket and coupon management (producers and schools), by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  eventCreate: () => import('@/features/producer/pages/EventCreatePage'),
  eventTab: () => import('@/features/producer/pages/EventManagePage'),
  ticketCreate: ticketFormPage,
  ticketEdit: ticketFormPage,
  couponCreate: couponFormPage,
  couponEdit: couponFormPage,
};

export default pages;
