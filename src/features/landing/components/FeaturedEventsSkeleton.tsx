import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import EventCardSkeleton from '@/components/events/EventCardSkeleton';

export const FEATURED_COUNT = 4;

/** Placeholder cards with the shape of the featured events while their code and data load. */
export default function FeaturedEventsSkeleton() {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={3}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'landing.home.featured.loading' })}
    >
      {Array.from({ length: FEATURED_COUNT }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
          <EventCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}
