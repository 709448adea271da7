import type { AreaPages } from '../types';

/** The page modules of the template demos, by route id (src/routes/areas.ts). */
const pages: AreaPages = {
  samplePage: () => import('@/features/demo/pages/SamplePage'),
  formsComponents: () => import('@/features/demo/pages/FormComponentsPage'),
  formsValidation: () => import('@/features/demo/pages/FormValidationPage'),
  formsWizard: () => import('@/features/demo/pages/FormWizardPage'),
  tablesBasic: () => import('@/features/demo/pages/TableBasicPage'),
  tablesDense: () => import('@/features/demo/pages/TableDensePage'),
  tablesEnhanced: () => import('@/features/demo/pages/TableEnhancedPage'),
  tablesStickyHeader: () => import('@/features/demo/pages/TableStickyHeaderPage'),
  tablesCollapsible: () => import('@/features/demo/pages/TableCollapsiblePage'),
  gridInlineEditing: () => import('@/features/demo/pages/GridInlineEditingPage'),
  gridQuickFilter: () => import('@/features/demo/pages/GridQuickFilterPage'),
  gridColumnVisibility: () => import('@/features/demo/pages/GridColumnVisibilityPage'),
  gridSaveRestore: () => import('@/features/demo/pages/GridSaveRestorePage'),
};

export default pages;
