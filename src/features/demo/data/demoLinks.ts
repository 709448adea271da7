import { FORM_DEMOS, GRID_DEMOS, PRICING_PAGES, TABLE_DEMOS } from '@/components/templatePages';

/** The template demo pages, grouped as the sample page lists them. */
export const DEMO_LINK_GROUPS = [
  { titleId: 'demo.sample.group.pricing', links: PRICING_PAGES },
  { titleId: 'demo.sample.group.forms', links: FORM_DEMOS },
  { titleId: 'demo.sample.group.tables', links: TABLE_DEMOS },
  { titleId: 'demo.sample.group.grids', links: GRID_DEMOS },
] as const;
