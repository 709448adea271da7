/**
 * The template's demo pages as links (path and the route title in boot), listed once: the directory on
 * /dashboard/default and the sample page both show them, each under its own group headings.
 */
export interface TemplateLink {
  to: string;
  titleId: string;
}

export const PRICING_PAGES: readonly TemplateLink[] = [
  { to: '/pages/price/price1', titleId: 'route.price.cards' },
  { to: '/pages/price/price2', titleId: 'route.price.compare' },
];

export const FORM_DEMOS: readonly TemplateLink[] = [
  { to: '/forms/components', titleId: 'route.demo.forms.components' },
  { to: '/forms/validation', titleId: 'route.demo.forms.validation' },
  { to: '/forms/wizard', titleId: 'route.demo.forms.wizard' },
];

export const TABLE_DEMOS: readonly TemplateLink[] = [
  { to: '/tables/basic', titleId: 'route.demo.tables.basic' },
  { to: '/tables/dense', titleId: 'route.demo.tables.dense' },
  { to: '/tables/enhanced', titleId: 'route.demo.tables.enhanced' },
  { to: '/tables/sticky-header', titleId: 'route.demo.tables.stickyHeader' },
  { to: '/tables/collapsible', titleId: 'route.demo.tables.collapsible' },
];

export const GRID_DEMOS: readonly TemplateLink[] = [
  { to: '/data-grid/inline-editing', titleId: 'route.demo.grid.inlineEditing' },
  { to: '/data-grid/quick-filter', titleId: 'route.demo.grid.quickFilter' },
  { to: '/data-grid/column-visibility', titleId: 'route.demo.grid.columnVisibility' },
  { to: '/data-grid/save-restore', titleId: 'route.demo.grid.saveRestore' },
];
