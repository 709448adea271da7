import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { WidgetOverview } from '@/api/contract/widget';
import PageHeader from '@/components/states/PageHeader';
import AsOf from './AsOf';
import OverviewGate, { type SkeletonBlock, type WidgetSize } from './OverviewGate';

/** One widget of a page's grid and how wide it is at each breakpoint. */
export interface WidgetCell {
  key: string;
  size: WidgetSize;
  widget: ReactNode;
}

interface WidgetPageProps {
  titleId: string;
  subtitleId: string;
  values?: Record<string, string | number>;
  /** Placeholder blocks shaped like the widgets while the numbers load. */
  skeleton: readonly SkeletonBlock[];
  /** What comes above the grid (the stat cards), once the numbers are in. */
  top?: (overview: WidgetOverview) => ReactNode;
  /** The widgets of the grid, in reading order. */
  cells?: (overview: WidgetOverview) => readonly WidgetCell[];
}

/**
 * The frame of every widget page (/widget/* and /dashboard/analytics): its header, the platform's numbers
 * behind the loading and error states, the stat cards, the grid of widgets and the day the numbers are of.
 */
export default function WidgetPage({ titleId, subtitleId, values, skeleton, top, cells }: WidgetPageProps) {
  return (
    <>
      <PageHeader titleId={titleId} subtitleId={subtitleId} values={values} />
      <OverviewGate skeleton={skeleton}>
        {(overview) => (
          <Stack spacing={2}>
            {top?.(overview)}
            {cells && (
              <Grid container spacing={2}>
                {cells(overview).map((cell) => (
                  <Grid key={cell.key} size={cell.size}>
                    {cell.widget}
                  </Grid>
                ))}
              </Grid>
            )}
            <AsOf day={overview.asOf} />
          </Stack>
        )}
      </OverviewGate>
    </>
  );
}
