import type { AreaPages } from '../types';

/** The page modules of the producer's pages, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  producer: () => import('@/features/producer/pages/MyEventsPage'),
  producerCourses: () => import('@/features/courses/pages/CoursesPage'),
  producerSales: () => import('@/features/finance/pages/SalesPage'),
  producerFinance: () => import('@/features/finance/pages/FinancePage'),
  producerHelp: () => import('@/features/help/pages/ProducerHelpPage'),
};

export default pages;
