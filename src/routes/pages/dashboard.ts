import type { AreaPages } from '../types';

/** The page modules of the dashboards and widgets, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  dashboardDefault: () => import('@/features/dashboard/pages/DefaultDashboardPage'),
  dashboardAnalytics: () => import('@/features/widget/pages/AnalyticsDashboardPage'),
  widgetStatistics: () => import('@/features/widget/pages/WidgetStatisticsPage'),
  widgetData: () => import('@/features/widget/pages/WidgetDataPage'),
  widgetChart: () => import('@/features/widget/pages/WidgetChartPage'),
};

export default pages;
