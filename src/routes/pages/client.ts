import type { AreaPages } from '../types';

/** The page modules of the family's pages, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  clientWelcome: () => import('@/features/family/pages/WelcomePage'),
  clientTickets: () => import('@/features/tickets/pages/MyTicketsPage'),
  clientDependents: () => import('@/features/family/pages/DependentsPage'),
  clientCourses: () => import('@/features/family/pages/FamilyCoursesPage'),
  clientCollection: () => import('@/features/family/pages/CollectionPage'),
  clientInstructions: () => import('@/features/family/pages/InstructionsPage'),
  clientHelp: () => import('@/features/help/pages/ClientHelpPage'),
};

export default pages;
