import type { AreaPages } from '../types';

/** The page modules of the admin's pages, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  adminUsers: () => import('@/features/admin/pages/UsersPage'),
  adminUserEdit: () => import('@/features/admin/pages/UserEditPage'),
  adminEvents: () => import('@/features/admin/pages/AdminEventsPage'),
  adminCourses: () => import('@/features/admin/pages/AdminCoursesPage'),
  adminCards: () => import('@/features/cards/pages/AdminCardsPage'),
  adminMissions: () => import('@/features/admin/pages/MissionsPage'),
  adminMissionsSummary: () => import('@/features/admin/pages/MissionsSummaryPage'),
  adminFinance: () => import('@/features/finance/pages/AdminFinancePage'),
  adminFunnel: () => import('@/features/admin/pages/FunnelPage'),
  adminHelp: () => import('@/features/help/pages/AdminHelpPage'),
};

export default pages;
