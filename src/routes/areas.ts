import { BRAND_SLUG } from '@/config';
import { ROLES } from '@/store/roles';
import type { GuardedArea } from './types';

/*
 * The signed-in route table: who may open each page, its title and its messages. The menus and guards read
 * it in the signed-in shell; each area's page modules are beside it in src/routes/pages/<area>.ts, loaded
 * with the first visit to one of the area's paths (src/app/router.tsx, src/routes/signedInPaths.ts).
 */

/** The dashboards and widgets: any signed-in user may open them. */
const dashboard: GuardedArea = {
  id: 'dashboard',
  routes: [
    {
      id: 'dashboardDefault',
      path: '/dashboard/default',
      titleId: 'route.dashboardDefault',
      messages: ['dashboard'],
    },
    {
      id: 'dashboardAnalytics',
      path: '/dashboard/analytics',
      titleId: 'route.dashboardAnalytics',
      messages: ['events', 'widget'],
    },
    {
      id: 'widgetStatistics',
      path: '/widget/statistics',
      titleId: 'route.widget.statistics',
      messages: ['widget'],
    },
    {
      id: 'widgetData',
      path: '/widget/data',
      titleId: 'route.widget.data',
      messages: ['events', 'widget'],
    },
    {
      id: 'widgetChart',
      path: '/widget/chart',
      titleId: 'route.widget.chart',
      messages: ['events', 'widget'],
    },
  ],
};

/** The template apps (users, kanban, mail, shop, chat, contacts, calendar, customers): any signed-in user. */
const apps: GuardedArea = {
  id: 'apps',
  routes: [
    {
      id: 'accountProfile',
      path: '/apps/user/account-profile/profile3',
      titleId: 'route.accountProfile',
      messages: ['auth', 'validation', 'account'],
    },
    {
      id: 'accountProfile1',
      path: '/apps/user/account-profile/profile1',
      titleId: 'route.user.accountProfile1',
      messages: ['auth', 'validation', 'account'],
    },
    {
      id: 'accountProfile2',
      path: '/apps/user/account-profile/profile2',
      titleId: 'route.user.accountProfile2',
      messages: ['auth', 'validation', 'account'],
    },
    {
      id: 'socialProfilePosts',
      path: '/apps/user/social-profile/posts',
      titleId: 'route.user.socialProfile',
      messages: ['user'],
    },
    {
      id: 'socialProfileFollowers',
      path: '/apps/user/social-profile/follower',
      titleId: 'route.user.socialProfile',
      messages: ['user'],
    },
    {
      id: 'socialProfileFriends',
      path: '/apps/user/social-profile/friends',
      titleId: 'route.user.socialProfile',
      messages: ['user'],
    },
    {
      id: 'socialProfileGallery',
      path: '/apps/user/social-profile/gallery',
      titleId: 'route.user.socialProfile',
      messages: ['user'],
    },
    {
      id: 'socialProfileFriendRequests',
      path: '/apps/user/social-profile/friend-request',
      titleId: 'route.user.socialProfile',
      messages: ['user'],
    },
    {
      id: 'userCard1',
      path: '/apps/user/card/card1',
      titleId: 'route.user.card1',
      messages: ['user'],
    },
    {
      id: 'userCard2',
      path: '/apps/user/card/card2',
      titleId: 'route.user.card2',
      messages: ['user'],
    },
    {
      id: 'userCard3',
      path: '/apps/user/card/card3',
      titleId: 'route.user.card3',
      messages: ['user'],
    },
    {
      id: 'userList1',
      path: '/apps/user/list/list1',
      titleId: 'route.user.list1',
      messages: ['user'],
    },
    {
      id: 'userList2',
      path: '/apps/user/list/list2',
      titleId: 'route.user.list2',
      messages: ['user'],
    },
    {
      id: 'kanbanBoard',
      path: '/apps/kanban/board',
      titleId: 'route.kanban.board',
      messages: ['validation', 'kanban'],
    },
    {
      id: 'kanbanBacklogs',
      path: '/apps/kanban/backlogs',
      titleId: 'route.kanban.backlogs',
      messages: ['validation', 'kanban'],
    },
    {
      id: 'mail',
      path: '/apps/mail',
      titleId: 'route.mail',
      messages: ['validation', 'mail'],
    },
    {
      id: 'shopProducts',
      path: '/apps/e-commerce/products',
      titleId: 'route.shop.products',
      messages: ['shop'],
    },
    {
      id: 'shopProductDetails',
      path: '/apps/e-commerce/product-details/:id',
      titleId: 'route.shop.details',
      messages: ['shop'],
    },
    {
      id: 'shopProductList',
      path: '/apps/e-commerce/product-list',
      titleId: 'route.shop.list',
      messages: ['shop'],
    },
    {
      id: 'shopCheckout',
      path: '/apps/e-commerce/checkout',
      titleId: 'route.shop.checkout',
      messages: ['validation', 'shop', 'payment'],
    },
    {
      id: 'chatApp',
      path: '/apps/chat',
      titleId: 'route.chat.app',
      messages: ['chat'],
    },
    {
      id: 'contactCards',
      path: '/apps/contact/c-card',
      titleId: 'route.contact.card',
      messages: ['validation', 'contact'],
    },
    {
      id: 'contactList',
      path: '/apps/contact/c-list',
      titleId: 'route.contact.list',
      messages: ['validation', 'contact'],
    },
    {
      id: 'calendarApp',
      path: '/apps/calendar',
      titleId: 'route.calendar.app',
      messages: ['calendar'],
    },
    {
      id: 'customerList',
      path: '/apps/customer/customer-list',
      titleId: 'route.customer.customers',
      messages: ['customer'],
    },
    {
      id: 'customerOrders',
      path: '/apps/customer/order-list',
      titleId: 'route.customer.orders',
      messages: ['customer'],
    },
    {
      id: 'customerOrderLatest',
      path: '/apps/customer/order-details',
      titleId: 'route.customer.orderDetails',
      messages: ['customer'],
    },
    {
      id: 'customerOrderDetails',
      path: '/apps/customer/order-details/:id',
      titleId: 'route.customer.orderDetails',
      messages: ['customer'],
    },
    {
      id: 'customerInvoice',
      path: '/apps/customer/create-invoice',
      titleId: 'route.customer.invoice',
      messages: ['validation', 'customer'],
    },
    {
      id: 'customerProducts',
      path: '/apps/customer/product',
      titleId: 'route.customer.products',
      messages: ['customer'],
    },
    {
      id: 'customerReviews',
      path: '/apps/customer/product-review',
      titleId: 'route.customer.reviews',
      messages: ['customer'],
    },
  ],
};

/** The signed-in copies of the event pages and the pricing pages: any signed-in user. */
const memberPages: GuardedArea = {
  id: 'memberPages',
  routes: [
    {
      id: 'memberEvents',
      path: '/pages/eventos',
      titleId: 'route.events',
      messages: ['events'],
    },
    {
      id: 'memberEvent',
      path: '/pages/eventos/:id',
      titleId: 'route.event',
      messages: ['events'],
    },
    {
      id: 'memberCheckout',
      path: '/pages/checkout/checkout-evento',
      titleId: 'route.checkout',
      messages: ['checkout', 'payment'],
    },
    {
      id: 'priceCards',
      path: '/pages/price/price1',
      titleId: 'route.price.cards',
      messages: ['demo'],
    },
    {
      id: 'priceCompare',
      path: '/pages/price/price2',
      titleId: 'route.price.compare',
      messages: ['demo'],
    },
  ],
};

/** The template demos (sample page, forms, tables, data grid): any signed-in user. */
const demos: GuardedArea = {
  id: 'demos',
  routes: [
    {
      id: 'samplePage',
      path: '/sample-page',
      titleId: 'route.demo.sample',
      messages: ['demo'],
    },
    {
      id: 'formsComponents',
      path: '/forms/components',
      titleId: 'route.demo.forms.components',
      messages: ['demo'],
    },
    {
      id: 'formsValidation',
      path: '/forms/validation',
      titleId: 'route.demo.forms.validation',
      messages: ['demo'],
    },
    {
      id: 'formsWizard',
      path: '/forms/wizard',
      titleId: 'route.demo.forms.wizard',
      messages: ['demo'],
    },
    {
      id: 'tablesBasic',
      path: '/tables/basic',
      titleId: 'route.demo.tables.basic',
      messages: ['events', 'demo'],
    },
    {
      id: 'tablesDense',
      path: '/tables/dense',
      titleId: 'route.demo.tables.dense',
      messages: ['events', 'demo'],
    },
    {
      id: 'tablesEnhanced',
      path: '/tables/enhanced',
      titleId: 'route.demo.tables.enhanced',
      messages: ['events', 'demo'],
    },
    {
      id: 'tablesStickyHeader',
      path: '/tables/sticky-header',
      titleId: 'route.demo.tables.stickyHeader',
      messages: ['events', 'demo'],
    },
    {
      id: 'tablesCollapsible',
      path: '/tables/collapsible',
      titleId: 'route.demo.tables.collapsible',
      messages: ['events', 'demo'],
    },
    {
      id: 'gridInlineEditing',
      path: '/data-grid/inline-editing',
      titleId: 'route.demo.grid.inlineEditing',
      messages: ['events', 'demo'],
    },
    {
      id: 'gridQuickFilter',
      path: '/data-grid/quick-filter',
      titleId: 'route.demo.grid.quickFilter',
      messages: ['events', 'demo'],
    },
    {
      id: 'gridColumnVisibility',
      path: '/data-grid/column-visibility',
      titleId: 'route.demo.grid.columnVisibility',
      messages: ['events', 'demo'],
    },
    {
      id: 'gridSaveRestore',
      path: '/data-grid/save-restore',
      titleId: 'route.demo.grid.saveRestore',
      messages: ['events', 'demo'],
    },
  ],
};

const admin: GuardedArea = {
  id: 'admin',
  roles: [ROLES.admin],
  routes: [
    {
      id: 'adminUsers',
      path: '/admin/usuarios',
      titleId: 'route.admin.users',
      messages: ['admin'],
    },
    {
      id: 'adminUserEdit',
      path: '/admin/usuarios/edit/:id',
      titleId: 'route.admin.userEdit',
      messages: ['auth', 'validation', 'admin'],
    },
    {
      id: 'adminEvents',
      path: '/admin/eventos',
      titleId: 'route.admin.events',
      messages: ['validation', 'admin'],
    },
    {
      id: 'adminCourses',
      path: '/admin/cursos',
      titleId: 'route.admin.courses',
      messages: ['validation', 'admin'],
    },
    {
      id: 'adminCards',
      path: `/admin/${BRAND_SLUG}`,
      titleId: 'route.admin.cards',
      messages: ['validation', 'cards'],
    },
    {
      id: 'adminMissions',
      path: '/admin/missoes',
      titleId: 'route.admin.missions',
      messages: ['validation', 'admin'],
    },
    {
      id: 'adminMissionsSummary',
      path: '/admin/missoes/resumo',
      titleId: 'route.admin.missionsSummary',
      messages: ['admin'],
    },
    {
      id: 'adminFinance',
      path: '/admin/financeiro',
      titleId: 'route.admin.finance',
      messages: ['validation', 'finance'],
    },
    {
      id: 'adminFunnel',
      path: '/admin/mindset-funnel',
      titleId: 'route.admin.funnel',
      messages: ['admin'],
    },
    {
      id: 'adminHelp',
      path: '/admin/ajuda',
      titleId: 'route.help',
      messages: ['help'],
    },
  ],
};

const client: GuardedArea = {
  id: 'client',
  roles: [ROLES.client],
  routes: [
    {
      id: 'clientWelcome',
      path: '/cliente/boas-vindas',
      titleId: 'route.client.welcome',
      messages: ['family'],
    },
    {
      id: 'clientTickets',
      path: '/cliente/ingressos',
      titleId: 'route.client.tickets',
      messages: ['tickets'],
    },
    {
      id: 'clientDependents',
      path: '/cliente/dependentes',
      titleId: 'route.client.dependents',
      messages: ['family'],
    },
    {
      id: 'clientCourses',
      path: '/cliente/cursos',
      titleId: 'route.client.courses',
      messages: ['payment', 'family'],
    },
    {
      id: 'clientCollection',
      path: '/cliente/colecao',
      titleId: 'route.client.collection',
      messages: ['family', 'cards'],
    },
    {
      id: 'clientInstructions',
      path: '/cliente/instrucoes/:id',
      titleId: 'route.client.instructions',
      messages: ['family'],
    },
    {
      id: 'clientHelp',
      path: '/cliente/ajuda',
      titleId: 'route.help',
      messages: ['help'],
    },
  ],
};

const producer: GuardedArea = {
  id: 'producer',
  roles: [ROLES.producer],
  routes: [
    {
      id: 'producer',
      path: '/produtor/meus-eventos',
      titleId: 'route.producer.events',
      messages: ['events', 'producer'],
    },
    {
      id: 'producerCourses',
      path: '/produtor/meus-cursos',
      titleId: 'route.producer.courses',
      messages: ['validation', 'courses'],
    },
    {
      id: 'producerSales',
      path: '/produtor/ingressos',
      titleId: 'route.producer.sales',
      messages: ['finance'],
    },
    {
      id: 'producerFinance',
      path: '/produtor/financeiro',
      titleId: 'route.finance',
      messages: ['validation', 'finance'],
    },
    {
      id: 'producerHelp',
      path: '/produtor/ajuda',
      titleId: 'route.help',
      messages: ['help'],
    },
  ],
};

const company: GuardedArea = {
  id: 'company',
  roles: [ROLES.company],
  routes: [
    {
      id: 'companyDashboard',
      path: '/empresa/dashboard-escola',
      titleId: 'route.company.dashboard',
      messages: ['attendance'],
    },
    {
      id: 'companyCards',
      path: `/empresa/${BRAND_SLUG}`,
      titleId: 'route.company.cards',
      messages: ['cards'],
    },
    {
      id: 'companyCalendar',
      path: '/empresa/calendario',
      titleId: 'route.company.calendar',
      messages: ['calendar'],
    },
    {
      id: 'companyStudents',
      path: '/empresa/gestao-alunos',
      titleId: 'route.company.students',
      messages: ['validation', 'students'],
    },
    {
      id: 'companyCheckin',
      path: '/empresa/check-in-aulas',
      titleId: 'route.company.checkin',
      messages: ['attendance'],
    },
    {
      id: 'companyChat',
      path: '/empresa/chat',
      titleId: 'route.company.chat',
      messages: ['chat'],
    },
    {
      id: 'companyHelp',
      path: '/empresa/ajuda',
      titleId: 'route.help',
      messages: ['help'],
    },
    {
      id: 'companySchool',
      path: '/empresa/gestao-escola',
      titleId: 'route.company.school',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyCourses',
      path: '/empresa/cursos',
      titleId: 'route.company.courses',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyTeachers',
      path: '/empresa/professores',
      titleId: 'route.company.teachers',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyEvents',
      path: '/empresa/eventos',
      titleId: 'route.company.events',
      messages: ['events', 'producer'],
    },
    {
      id: 'companyFinance',
      path: '/empresa/financeiro',
      titleId: 'route.finance',
      messages: ['validation', 'finance'],
    },
    {
      id: 'companyCourseManagement',
      path: '/empresa/gestao-cursos',
      titleId: 'route.company.courseManagement',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyMyEvents',
      path: '/empresa/meus-eventos',
      titleId: 'route.producer.events',
      messages: ['events', 'producer'],
    },
    {
      id: 'companyMyCourses',
      path: '/empresa/meus-cursos',
      titleId: 'route.producer.courses',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyCourse',
      path: '/empresa/cursos/:id',
      titleId: 'route.company.course',
      messages: ['validation', 'courses'],
    },
    {
      id: 'companyStudentProfile',
      path: '/empresa/perfil-aluno/:studentId',
      titleId: 'route.company.studentProfile',
      messages: ['validation', 'students'],
    },
  ],
};

/** Event, ticket and coupon management shared by producers and schools. */
const eventManagement: GuardedArea = {
  id: 'eventManagement',
  roles: [ROLES.producer, ROLES.company],
  routes: [
    {
      id: 'eventCreate',
      path: '/produtor/eventos/criar',
      titleId: 'route.event.create',
      messages: ['validation', 'events', 'producer'],
    },
    {
      id: 'eventTab',
      path: '/produtor/eventos/:eventoId/:tab',
      titleId: 'route.event.manage',
      messages: ['validation', 'events', 'producerOps', 'producer'],
    },
    {
      id: 'ticketCreate',
      path: '/produtor/eventos/:eventoId/ingressos/criar',
      titleId: 'route.ticket.create',
      messages: ['validation', 'producerOps'],
    },
    {
      id: 'ticketEdit',
      path: '/produtor/eventos/:eventoId/ingressos/:ingressoId/editar',
      titleId: 'route.ticket.edit',
      messages: ['validation', 'producerOps'],
    },
    {
      id: 'couponCreate',
      path: '/produtor/eventos/:eventoId/cupons/criar',
      titleId: 'route.coupon.create',
      messages: ['validation', 'producerOps'],
    },
    {
      id: 'couponEdit',
      path: '/produtor/eventos/:eventoId/cupons/:cupomId/editar',
      titleId: 'route.coupon.edit',
      messages: ['validation', 'producerOps'],
    },
  ],
};

export const guardedAreas: readonly GuardedArea[] = [
  dashboard,
  apps,
  memberPages,
  demos,
  admin,
  client,
  producer,
  company,
  eventManagement,
];

/** Paths that only forward to another (SPEC.md §2: an event opens on its summary tab). */
export const redirects = [
  { path: '/produtor/eventos/:eventoId', to: 'resumo' },
  { path: '/apps/kanban', to: 'board' },
  { path: '/apps/contact', to: 'c-card' },
  { path: '/apps/user/social-profile', to: 'posts' },
] as const;
