import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetOverview } from '@/api/contract/widget';
import { useGetWidgetOverviewQuery } from '@/api/endpoints/widget';
import ErrorState from '@/components/states/ErrorState';

/** How wide a widget is at each breakpoint, in twelfths. */
export interface WidgetSize {
  xs: number;
  sm?: number;
  md?: number;
  lg?: number;
}

/** A placeholder block shaped like a widget while the numbers load. */
export interface SkeletonBlock {
  size: WidgetSize;
  height: number;
}

interface OverviewGateProps {
  /** The placeholder blocks while the numbers load, one per widget. */
  skeleton: readonly SkeletonBlock[];
  children: (overview: WidgetOverview) => ReactNode;
}

/**
 * The platform's numbers for a widget page: placeholders shaped like the widgets while they load, the
 * neutral error with "Tentar novamente" when the call fails, then the page itself.
 */
export default function OverviewGate({ skeleton, children }: OverviewGateProps) {
  const intl = useIntl();
  const { data, error, isFetching, refetch } = useGetWidgetOverviewQuery(undefined);
  if (error) {
    return <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (!data) {
    return (
      <Grid
        container
        spacing={2}
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'widget.loading' })}
      >
        {skeleton.map((block, index) => (
          // Fixed placeholders: their position is their identity.
          <Grid key={index} size={block.size}>
            <Skeleton variant="rounded" height={block.height} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return children(data);
}
