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
      page: () => import('@/features/dashboard/pages/DefaultDashboardPage'),
    },
    {
      id: 'accountProfile',
      path: '/apps/user/account-profile/profile3',
      titleId: 'route.accountProfile',
      page: () => import('@/features/account/pages/AccountProfilePage'),
    },
    {
      id: 'memberEvents',
      path: '/pages/eventos',
      titleId: 'route.events',
      page: () => import('@/features/events/pages/MemberEventsPage'),
    },
    {
      id: 'memberEvent',
      path: '/pages/eventos/:id',
      titleId: 'route.event',
      page: () => import('@/features/events/pages/MemberEventPage'),
    },
    {
      id: 'memberCheckout',
      path: '/pages/checkout/checkout-evento',
      titleId: 'route.checkout',
      descriptionId: 'placeholder.checkout',
      page: () => import('@/features/checkout/pages/CheckoutPage'),
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
      page: () => import('@/features/admin/pages/UsersPage'),
    },
    {
      id: 'adminUserEdit',
      path: '/admin/usuarios/edit/:id',
      titleId: 'route.admin.userEdit',
      page: () => import('@/features/admin/pages/UserEditPage'),
    },
    {
      id: 'adminEvents',
      path: '/admin/eventos',
      titleId: 'route.admin.events',
      page: () => import('@/features/admin/pages/AdminEventsPage'),
    },
    {
      id: 'adminCourses',
      path: '/admin/cursos',
      titleId: 'route.admin.courses',
      page: () => import('@/features/admin/pages/AdminCoursesPage'),
    },
    {
      id: 'adminCards',
      path: `/admin/${BRAND_SLUG}`,
      titleId: 'route.admin.cards',
      page: () => import('@/features/cards/pages/AdminCardsPage'),
    },
    {
      id: 'adminMissions',
      path: '/admin/missoes',
      titleId: 'route.admin.missions',
      page: () => import('@/features/admin/pages/MissionsPage'),
    },
    {
      id: 'adminMissionsSummary',
      path: '/admin/missoes/resumo',
      titleId: 'route.admin.missionsSummary',
      page: () => import('@/features/admin/pages/MissionsSummaryPage'),
    },
    {
      id: 'adminFinance',
      path: '/admin/financeiro',
      titleId: 'route.admin.finance',
      page: () => import('@/features/finance/pages/AdminFinancePage'),
    },
    {
      id: 'adminFunnel',
      path: '/admin/mindset-funnel',
      titleId: 'route.admin.funnel',
      page: () => import('@/features/admin/pages/FunnelPage'),
    },
    {
      id: 'adminHelp',
      path: '/admin/ajuda',
      titleId: 'route.help',
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
      page: () => import('@/features/family/pages/WelcomePage'),
    },
    {
      id: 'clientTickets',
      path: '/cliente/ingressos',
      titleId: 'route.client.tickets',
      page: () => import('@/features/tickets/pages/MyTicketsPage'),
    },
    {
      id: 'clientDependents',
      path: '/cliente/dependentes',
      titleId: 'route.client.dependents',
      page: () => import('@/features/family/pages/DependentsPage'),
    },
    {
      id: 'clientCourses',
      path: '/cliente/cursos',
      titleId: 'route.client.courses',
      page: () => import('@/features/family/pages/FamilyCoursesPage'),
    },
    {
      id: 'clientInstructions',
      path: '/cliente/instrucoes/:id',
      titleId: 'route.client.instructions',
      page: () => import('@/features/family/pages/InstructionsPage'),
    },
    {
      id: 'clientHelp',
      path: '/cliente/ajuda',
      titleId: 'route.help',
      page: () => import('@/features/help/pages/ClientHelpPage'),
    },
  ],
};

const producer: GuardedArea = {
  id: 'producer',
  roles: [ROLES.producer],
  routes: [
    {
      id: 'producerEvents',
      path: '/produtor/meus-eventos',
      titleId: 'route.producer.events',
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'producerCourses',
      path: '/produtor/meus-cursos',
      titleId: 'route.producer.courses',
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'producerSales',
      path: '/produtor/ingressos',
      titleId: 'route.producer.sales',
      page: () => import('@/features/finance/pages/SalesPage'),
    },
    {
      id: 'producerFinance',
      path: '/produtor/financeiro',
      titleId: 'route.finance',
      page: () => import('@/features/finance/pages/FinancePage'),
    },
    {
      id: 'producerHelp',
      path: '/produtor/ajuda',
      titleId: 'route.help',
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
      page: () => import('@/features/attendance/pages/SchoolDashboardPage'),
    },
    {
      id: 'companyCards',
      path: `/empresa/${BRAND_SLUG}`,
      titleId: 'route.company.cards',
      page: () => import('@/features/cards/pages/SchoolCardsPage'),
    },
    {
      id: 'companyCalendar',
      path: '/empresa/calendario',
      titleId: 'route.company.calendar',
      page: () => import('@/features/calendar/pages/CalendarPage'),
    },
    {
      id: 'companyStudents',
      path: '/empresa/gestao-alunos',
      titleId: 'route.company.students',
      page: () => import('@/features/students/pages/StudentsPage'),
    },
    {
      id: 'companyCheckin',
      path: '/empresa/check-in-aulas',
      titleId: 'route.company.checkin',
      page: () => import('@/features/attendance/pages/ClassCheckinPage'),
    },
    {
      id: 'companyChat',
      path: '/empresa/chat',
      titleId: 'route.company.chat',
      page: () => import('@/features/chat/pages/ChatPage'),
    },
    {
      id: 'companyHelp',
      path: '/empresa/ajuda',
      titleId: 'route.help',
      page: () => import('@/features/help/pages/CompanyHelpPage'),
    },
    {
      id: 'companySchool',
      path: '/empresa/gestao-escola',
      titleId: 'route.company.school',
      page: () => import('@/features/courses/pages/SchoolProfilePage'),
    },
    {
      id: 'companyCourses',
      path: '/empresa/cursos',
      titleId: 'route.company.courses',
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyTeachers',
      path: '/empresa/professores',
      titleId: 'route.company.teachers',
      page: () => import('@/features/courses/pages/TeachersPage'),
    },
    {
      id: 'companyEvents',
      path: '/empresa/eventos',
      titleId: 'route.company.events',
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'companyFinance',
      path: '/empresa/financeiro',
      titleId: 'route.finance',
      page: () => import('@/features/finance/pages/FinancePage'),
    },
    {
      id: 'companyCourseManagement',
      path: '/empresa/gestao-cursos',
      titleId: 'route.company.courseManagement',
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyMyEvents',
      path: '/empresa/meus-eventos',
      titleId: 'route.producer.events',
      page: () => import('@/features/producer/pages/MyEventsPage'),
    },
    {
      id: 'companyMyCourses',
      path: '/empresa/meus-cursos',
      titleId: 'route.producer.courses',
      page: () => import('@/features/courses/pages/CoursesPage'),
    },
    {
      id: 'companyCourse',
      path: '/empresa/cursos/:id',
      titleId: 'route.company.course',
      page: () => import('@/features/courses/pages/CoursePage'),
    },
    {
      id: 'companyStudentProfile',
      path: '/empresa/perfil-aluno/:studentId',
      titleId: 'route.company.studentProfile',
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
      page: () => import('@/features/producer/pages/EventCreatePage'),
    },
    {
      id: 'eventTab',
      path: '/produtor/eventos/:eventoId/:tab',
      titleId: 'route.event.manage',
      page: () => import('@/features/producer/pages/EventManagePage'),
    },
    {
      id: 'ticketCreate',
      path: '/produtor/eventos/:eventoId/ingressos/criar',
      titleId: 'route.ticket.create',
      page: () => import('@/features/producer/pages/TicketFormPage'),
    },
    {
      id: 'ticketEdit',
      path: '/produtor/eventos/:eventoId/ingressos/:ingressoId/editar',
      titleId: 'route.ticket.edit',
      page: () => import('@/features/producer/pages/TicketFormPage'),
    },
    {
      id: 'couponCreate',
      path: '/produtor/eventos/:eventoId/cupons/criar',
      titleId: 'route.coupon.create',
      page: () => import('@/features/producer/pages/CouponFormPage'),
    },
    {
      id: 'couponEdit',
      path: '/produtor/eventos/:eventoId/cupons/:cupomId/editar',
      titleId: 'route.coupon.edit',
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
export const redirects = [{ path: '/produtor/eventos/:eventoId', to: 'resumo' }] as const;
