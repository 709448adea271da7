import { BRAND_SLUG } from '@/config';
import { ROLES } from '@/store/roles';
import { placeholder, type GuardedArea, type PageRoute } from './types';

function page(id: string, path: string, titleId: string, descriptionId?: string): PageRoute {
  return { id, path, titleId, descriptionId: descriptionId ?? `placeholder.${id}`, page: placeholder };
}

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
    page('adminUsers', '/admin/usuarios', 'route.admin.users'),
    page('adminUserEdit', '/admin/usuarios/edit/:id', 'route.admin.userEdit'),
    page('adminEvents', '/admin/eventos', 'route.admin.events'),
    page('adminCourses', '/admin/cursos', 'route.admin.courses'),
    page('adminCards', `/admin/${BRAND_SLUG}`, 'route.admin.cards'),
    page('adminMissions', '/admin/missoes', 'route.admin.missions'),
    page('adminMissionsSummary', '/admin/missoes/resumo', 'route.admin.missionsSummary'),
    page('adminFinance', '/admin/financeiro', 'route.admin.finance'),
    page('adminFunnel', '/admin/mindset-funnel', 'route.admin.funnel'),
    page('adminHelp', '/admin/ajuda', 'route.help', 'placeholder.adminHelp'),
  ],
};

const client: GuardedArea = {
  id: 'client',
  roles: [ROLES.client],
  routes: [
    page('clientWelcome', '/cliente/boas-vindas', 'route.client.welcome'),
    {
      id: 'clientTickets',
      path: '/cliente/ingressos',
      titleId: 'route.client.tickets',
      page: () => import('@/features/tickets/pages/MyTicketsPage'),
    },
    page('clientDependents', '/cliente/dependentes', 'route.client.dependents'),
    page('clientCourses', '/cliente/cursos', 'route.client.courses'),
    page('clientInstructions', '/cliente/instrucoes/:id', 'route.client.instructions'),
    page('clientHelp', '/cliente/ajuda', 'route.help', 'placeholder.clientHelp'),
  ],
};

const producer: GuardedArea = {
  id: 'producer',
  roles: [ROLES.producer],
  routes: [
    page('producerEvents', '/produtor/meus-eventos', 'route.producer.events'),
    page('producerCourses', '/produtor/meus-cursos', 'route.producer.courses'),
    page('producerSales', '/produtor/ingressos', 'route.producer.sales'),
    page('producerFinance', '/produtor/financeiro', 'route.finance', 'placeholder.finance'),
    page('producerHelp', '/produtor/ajuda', 'route.help', 'placeholder.producerHelp'),
  ],
};

const company: GuardedArea = {
  id: 'company',
  roles: [ROLES.company],
  routes: [
    page('companyDashboard', '/empresa/dashboard-escola', 'route.company.dashboard'),
    page('companyCards', `/empresa/${BRAND_SLUG}`, 'route.company.cards'),
    page('companyCalendar', '/empresa/calendario', 'route.company.calendar'),
    page('companyStudents', '/empresa/gestao-alunos', 'route.company.students'),
    page('companyCheckin', '/empresa/check-in-aulas', 'route.company.checkin'),
    page('companyChat', '/empresa/chat', 'route.company.chat'),
    page('companyHelp', '/empresa/ajuda', 'route.help', 'placeholder.companyHelp'),
    page('companySchool', '/empresa/gestao-escola', 'route.company.school'),
    page('companyCourses', '/empresa/cursos', 'route.company.courses'),
    page('companyTeachers', '/empresa/professores', 'route.company.teachers'),
    page('companyEvents', '/empresa/eventos', 'route.company.events', 'placeholder.producerEvents'),
    page('companyFinance', '/empresa/financeiro', 'route.finance', 'placeholder.finance'),
    page(
      'companyCourseManagement',
      '/empresa/gestao-cursos',
      'route.company.courseManagement',
      'placeholder.companyCourses',
    ),
    page('companyMyEvents', '/empresa/meus-eventos', 'route.producer.events', 'placeholder.producerEvents'),
    page('companyMyCourses', '/empresa/meus-cursos', 'route.producer.courses', 'placeholder.companyCourses'),
    page('companyCourse', '/empresa/cursos/:id', 'route.company.course'),
    page('companyStudentProfile', '/empresa/perfil-aluno/:studentId', 'route.company.studentProfile'),
  ],
};

/** Event, ticket and coupon management shared by producers and schools. */
const eventManagement: GuardedArea = {
  id: 'eventManagement',
  roles: [ROLES.producer, ROLES.company],
  routes: [
    page('eventCreate', '/produtor/eventos/criar', 'route.event.create'),
    page('eventTab', '/produtor/eventos/:eventoId/:tab', 'route.event.manage'),
    page('ticketCreate', '/produtor/eventos/:eventoId/ingressos/criar', 'route.ticket.create'),
    page('ticketEdit', '/produtor/eventos/:eventoId/ingressos/:ingressoId/editar', 'route.ticket.edit'),
    page('couponCreate', '/produtor/eventos/:eventoId/cupons/criar', 'route.coupon.create'),
    page('couponEdit', '/produtor/eventos/:eventoId/cupons/:cupomId/editar', 'route.coupon.edit'),
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
