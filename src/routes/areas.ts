import { BRAND_SLUG } from '@/config';
import { ROLES } from '@/store/roles';
import type { GuardedArea } from './types';

/** Pages any signed-in user may open (template demo routes need only login). */
const signedIn: GuardedArea = {
  id: 'signedIn',
  routes: [
    {
      id: 'dashboardDefault',
      path: '/dashboard/default',
      titleId: 'route.dashboardDefault',
      messages: ['dashboard'],
      page: () => import('@/features/dashboard/pages/DefaultDashboardPage'),
    },
    {
      id: 'accountProfile',
      path: '/apps/user/account-profile/profile3',
      titleId: 'route.accountProfile',
      messages: ['auth', 'validation', 'account'],
      page: () => import('@/features/account/pages/AccountProfilePage'),
    },
    {
      id: 'memberEvents',
      path: '/pages/eventos',
      titleId: 'route.events',
      messages: ['events'],
      page: () => import('@/features/events/pages/MemberEventsPage'),
    },
    {
      id: 'memberEvent',
      path: '/pages/eventos/:id',
      titleId: 'route.event',
      messages: ['events'],
      page: () => import('@/features/events/pages/MemberEventPage'),
    },
    {
      id: 'memberCheckout',
      path: '/pages/checkout/checkout-evento',
      titleId: 'route.checkout',
      messages: ['checkout', 'payment'],
      page: () => import('@/features/checkout/pages/CheckoutPage'),
    },
    {
      id: 'kanbanBoard',
      path: '/apps/kanban/board',
      titleId: 'route.kanban.board',
      messages: ['validation', 'kanban'],
      page: () => import('@/features/kanban/pages/KanbanBoardPage'),
    },
    {
      id: 'kanbanBacklogs',
      path: '/apps/kanban/backlogs',
      titleId: 'route.kanban.backlogs',
      messages: ['validation', 'kanban'],
      page: () => import('@/features/kanban/pages/KanbanBacklogsPage'),
    },
    {
      id: 'mail',
      path: '/apps/mail',
      titleId: 'route.mail',
      messages: ['validation', 'mail'],
      page: () => import('@/features/mail/pages/MailPage'),
    },
    {
      id: 'chatApp',
      path: '/apps/chat',
      titleId: 'route.chat.app',
      messages: ['chat'],
      page: () => import('@/features/chat/pages/ChatAppPage'),
    },
    {
      id: 'contactCards',
      path: '/apps/contact/c-card',
      titleId: 'route.contact.card',
      messages: ['validation', 'contact'],
      page: () => import('@/features/contact/pages/ContactCardsPage'),
    },
    {
      id: 'contactList',
      path: '/apps/contact/c-list',
      titleId: 'route.contact.list',
      messages: ['validation', 'contact'],
      page: () => import('@/features/contact/pages/ContactListPage'),
    },
    {
      id: 'calendarApp',
      path: '/apps/calendar',
      titleId: 'route.calendar.app',
      messages: ['calendar'],
      page: () => import('@/features/calendar/pages/TemplateCalendarPage'),
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
      page: () => import('@/features/admin/pages/UsersPage'),
    },
    {
      id: 'adminUserEdit',
      path: '/admin/usuarios/edit/:id',
      titleId: 'route.admin.userEdit',
      messages: ['auth', 'validation', 'admin'],
      page: () => import('@/features/admin/pages/UserEditPage'),
    },
    {
      id: 'adminEvents',
      path: '/admin/eventos',
      titleId: 'route.admin.events',
      messages: ['validation', 'admin'],
      page: () => import('@/features/admin/pages/AdminEventsPage'),
    },
    {
      id: 'adminCourses',
      path: '/admin/cursos',
      titleId: 'route.admin.courses',
      messages: ['validation', 'admin'],
      page: () => import('@/features/admin/pages/AdminCoursesPage'),
    },
    {
      id: 'adminCards',
      path: `/admin/${BRAND_SLUG}`,
      titleId: 'route.admin.cards',
      messages: ['validation', 'cards'],
      page: () => import('@/features/cards/pages/AdminCardsPage'),
    },
    {
      id: 'adminMissions',
      path: '/admin/missoes',
      titleId: 'route.admin.missions',
      messages: ['validation', 'admin'],
      page: () => import('@/features/admin/pages/MissionsPage'),
    },
    {
      id: 'adminMissionsSummary',
      path: '/admin/missoes/resumo',
      titleId: 'route.admin.missionsSummary',
      messages: ['admin'],
      page: () => import('@/features/admin/pages/MissionsSummaryPage'),
    },
    {
      id: 'adminFinance',
      path: '/admin/financeiro',
      titleId: 'route.admin.finance',
      messages: ['validation', 'finance'],
      page: () => import('@/features/finance/pages/AdminFinancePage'),
    },
    {
      id: 'adminFunnel',
      path: '/admin/mindset-funnel',
      titleId: 'route.admin.funnel',
      messages: ['admin'],
      page: () => import('@/features/admin/pages/FunnelPage'),
    },
    {
      id: 'adminHelp',
      path: '/admin/ajuda',
      titleId: 'route.help',
      messages: ['help'],
      page: () => import('@/features/help/pages/AdminHelpPage'),
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
      page: () => import('@/features/family/pages/WelcomePage'),
    },
    {
      id: 'clientTickets',
      path: '/cliente/ingressos',
      titleId: 'route.client.tickets',
      messages: ['tickets'],
      page: () => import('@/features/tickets/pages/MyTicketsPage'),
    },
    {
      id: 'clientDependents',
      path: '/cliente/dependentes',
      titleId: 'route.client.dependents',
      messages: ['family'],
      page: () => import('@/features/family/pages/DependentsPage'),
    },
    {
      id: 'clientCourses',
      path: '/cliente/cursos',
      titleId: 'route.client.courses',
      messages: ['payment', 'family'],
      page: () => import('@/features/family/pages/FamilyCoursesPage'),
    },
    {
      id: 'clientCollection',
      path: '/cliente/colecao',
      titleId: 'route.client.collection',
      messages: ['family', 'cards'],
      page: () => import('@/features/family/pages/CollectionPage'),
    },
    {
      id: 'clientInstructions',
      path: '/cliente/instrucoes/:id',
      titleId: 'route.client.instructions',
      messages: ['family'],
      page: () => import('@/features/family/pages/InstructionsPage'),
    },
    {
      id: 'clientHelp',
      path: '/cliente/ajuda',
      titleId: 'route.help',
      messages: ['help'],
      page: () => import('@/features/help/pages/ClientHelpPage'),
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
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'producerCourses',
      path: '/produtor/meus-cursos',
      titleId: 'route.producer.courses',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'producerSales',
      path: '/produtor/ingressos',
      titleId: 'route.producer.sales',
      messages: ['finance'],
      page: () => import('@/features/finance/pages/SalesPage'),
    },
    {
      id: 'producerFinance',
      path: '/produtor/financeiro',
      titleId: 'route.finance',
      messages: ['validation', 'finance'],
      page: () => import('@/features/finance/pages/FinancePage'),
    },
    {
      id: 'producerHelp',
      path: '/produtor/ajuda',
      titleId: 'route.help',
      messages: ['help'],
      page: () => import('@/features/help/pages/ProducerHelpPage'),
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
      page: () => import('@/features/attendance/pages/SchoolDashboardPage'),
    },
    {
      id: 'companyCards',
      path: `/empresa/${BRAND_SLUG}`,
      titleId: 'route.company.cards',
      messages: ['cards'],
      page: () => import('@/features/cards/pages/SchoolCardsPage'),
    },
    {
      id: 'companyCalendar',
      path: '/empresa/calendario',
      titleId: 'route.company.calendar',
      messages: ['calendar'],
      page: () => import('@/features/calendar/pages/CalendarPage'),
    },
    {
      id: 'companyStudents',
      path: '/empresa/gestao-alunos',
      titleId: 'route.company.students',
      messages: ['validation', 'students'],
      page: () => import('@/features/students/pages/StudentsPage'),
    },
    {
      id: 'companyCheckin',
      path: '/empresa/check-in-aulas',
      titleId: 'route.company.checkin',
      messages: ['attendance'],
      page: () => import('@/features/attendance/pages/ClassCheckinPage'),
    },
    {
      id: 'companyChat',
      path: '/empresa/chat',
      titleId: 'route.company.chat',
      messages: ['chat'],
      page: () => import('@/features/chat/pages/ChatPage'),
    },
    {
      id: 'companyHelp',
      path: '/empresa/ajuda',
      titleId: 'route.help',
      messages: ['help'],
      page: () => import('@/features/help/pages/CompanyHelpPage'),
    },
    {
      id: 'companySchool',
      path: '/empresa/gestao-escola',
      titleId: 'route.company.school',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/SchoolProfilePage'),
    },
    {
      id: 'companyCourses',
      path: '/empresa/cursos',
      titleId: 'route.company.courses',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyTeachers',
      path: '/empresa/professores',
      titleId: 'route.company.teachers',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/TeachersPage'),
    },
    {
      id: 'companyEvents',
      path: '/empresa/eventos',
      titleId: 'route.company.events',
      messages: ['events', 'producer'],
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'companyFinance',
      path: '/empresa/financeiro',
      titleId: 'route.finance',
      messages: ['validation', 'finance'],
      page: () => import('@/features/finance/pages/FinancePage'),
    },
    {
      id: 'companyCourseManagement',
      path: '/empresa/gestao-cursos',
      titleId: 'route.company.courseManagement',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyMyEvents',
      path: '/empresa/meus-eventos',
      titleId: 'route.producer.events',
      messages: ['events', 'producer'],
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'companyMyCourses',
      path: '/empresa/meus-cursos',
      titleId: 'route.producer.courses',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyCourse',
      path: '/empresa/cursos/:id',
      titleId: 'route.company.course',
      messages: ['validation', 'courses'],
      page: () => import('@/features/courses/pages/CoursePage'),
    },
    {
      id: 'companyStudentProfile',
      path: '/empresa/perfil-aluno/:studentId',
      titleId: 'route.company.studentProfile',
      messages: ['validation', 'students'],
      page: () => import('@/features/students/pages/StudentProfilePage'),
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
      page: () => import('@/features/producer/pages/EventCreatePage'),
    },
    {
      id: 'eventTab',
      path: '/produtor/eventos/:eventoId/:tab',
      titleId: 'route.event.manage',
      messages: ['validation', 'events', 'producerOps', 'producer'],
      page: () => import('@/features/producer/pages/EventManagePage'),
    },
    {
      id: 'ticketCreate',
      path: '/produtor/eventos/:eventoId/ingressos/criar',
      titleId: 'route.ticket.create',
      messages: ['validation', 'producerOps'],
      page: () => import('@/features/producer/pages/TicketFormPage'),
    },
    {
      id: 'ticketEdit',
      path: '/produtor/eventos/:eventoId/ingressos/:ingressoId/editar',
      titleId: 'route.ticket.edit',
      messages: ['validation', 'producerOps'],
      page: () => import('@/features/producer/pages/TicketFormPage'),
    },
    {
      id: 'couponCreate',
      path: '/produtor/eventos/:eventoId/cupons/criar',
      titleId: 'route.coupon.create',
      messages: ['validation', 'producerOps'],
      page: () => import('@/features/producer/pages/CouponFormPage'),
    },
    {
      id: 'couponEdit',
      path: '/produtor/eventos/:eventoId/cupons/:cupomId/editar',
      titleId: 'route.coupon.edit',
      messages: ['validation', 'producerOps'],
      page: () => import('@/features/producer/pages/CouponFormPage'),
    },
  ],
};

export const guardedAreas: readonly GuardedArea[] = [
  signedIn,
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
] as const;
