import { placeholder, type PageRoute } from './types';

/** Public pages inside MinimalLayout, open to everyone. */
export const publicRoutes: readonly PageRoute[] = [
  {
    id: 'home',
    path: '/',
    titleId: 'route.home',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/HomePage'),
  },
  {
    id: 'families',
    path: '/para-voce',
    titleId: 'route.families',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/FamiliesPage'),
  },
  {
    id: 'educators',
    path: '/educadores',
    titleId: 'route.educators',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/EducatorsPage'),
  },
  {
    id: 'companies',
    path: '/empresas',
    titleId: 'route.companies',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/CompaniesPage'),
  },
  {
    id: 'terms',
    path: '/pages/terms-conditions',
    titleId: 'route.terms',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/TermsPage'),
  },
  {
    id: 'events',
    path: '/eventos',
    titleId: 'route.events',
    messages: ['events'],
    page: () => import('@/features/events/pages/EventsPage'),
  },
  {
    id: 'event',
    path: '/eventos/:id',
    titleId: 'route.event',
    messages: ['events'],
    page: () => import('@/features/events/pages/EventPage'),
  },
  {
    id: 'school',
    path: '/escolas/:id',
    titleId: 'route.school',
    messages: ['events'],
    page: () => import('@/features/events/pages/SchoolPage'),
  },
  {
    id: 'checkout',
    path: '/checkout/:id',
    titleId: 'route.checkout',
    messages: ['checkout', 'payment'],
    page: () => import('@/features/checkout/pages/CheckoutPage'),
  },
  {
    id: 'thanks',
    path: '/thanks',
    titleId: 'route.thanks',
    messages: ['checkout', 'payment'],
    page: () => import('@/features/checkout/pages/ThanksPage'),
  },
  {
    id: 'subscription',
    path: '/checkout-assinatura',
    titleId: 'route.subscription',
    messages: ['checkout', 'payment'],
    page: () => import('@/features/subscription/pages/SubscriptionPage'),
  },
  {
    id: 'whitelist',
    path: '/whitelist',
    titleId: 'route.whitelist',
    messages: ['validation', 'whitelist'],
    page: () => import('@/features/whitelist/pages/WhitelistPage'),
  },
  {
    id: 'whitelistOriginal',
    path: '/whitelist-original',
    titleId: 'route.whitelist',
    messages: ['validation', 'whitelist'],
    page: () => import('@/features/whitelist/pages/WhitelistOriginalPage'),
  },
  {
    id: 'download',
    path: '/download/:code',
    titleId: 'route.download',
    messages: ['tickets'],
    page: () => import('@/features/tickets/pages/DownloadTicketPage'),
  },
  {
    id: 'arena',
    path: '/arena-playtest',
    titleId: 'route.arena',
    messages: ['arena'],
    page: () => import('@/features/arena/pages/ArenaPage'),
  },
  {
    id: 'avatar',
    path: '/get-your-avatar',
    titleId: 'route.avatar',
    messages: ['avatar'],
    page: () => import('@/features/avatar/pages/AvatarPage'),
  },
];

/** Template pages (SPEC.md §2): public, lazily loaded, contents not shown. */
const templateAuthRoutes: PageRoute[] = (
  ['login', 'register', 'forgot-password', 'check-mail', 'reset-password', 'code-verification'] as const
).flatMap((kind) =>
  [1, 2, 3].map((n) => ({
    id: `template-${kind}${n}`,
    path: `/pages/${kind}/${kind}${n}`,
    titleId: `route.template.${kind}`,
    descriptionId: 'placeholder.template',
    page: placeholder,
  })),
);

export const templateRoutes: readonly PageRoute[] = [
  ...templateAuthRoutes,
  {
    id: 'template-error',
    path: '/pages/error',
    titleId: 'route.template.error',
    page: () => import('@/components/errors/NotFoundPage'),
  },
  {
    id: 'template-500',
    path: '/pages/500',
    titleId: 'route.template.500',
    page: () => import('@/components/errors/ServerErrorPage'),
  },
  {
    id: 'template-coming-soon1',
    path: '/pages/coming-soon1',
    titleId: 'route.template.comingSoon',
    descriptionId: 'placeholder.template',
    page: placeholder,
  },
  {
    id: 'template-coming-soon2',
    path: '/pages/coming-soon2',
    titleId: 'route.template.comingSoon',
    descriptionId: 'placeholder.template',
    page: placeholder,
  },
  {
    id: 'template-under-construction',
    path: '/pages/under-construction',
    titleId: 'route.template.underConstruction',
    page: () => import('@/components/errors/MaintenancePage'),
  },
  {
    id: 'template-landing',
    path: '/pages/landing',
    titleId: 'route.home',
    messages: ['landing'],
    page: () => import('@/features/landing/pages/HomePage'),
  },
];
