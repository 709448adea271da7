import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';

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
          <Card variant="outlined" sx={{ height: '100%' }}>
            <Skeleton variant="rectangular" height={96} />
            <CardContent>
              <Skeleton width="85%" height={28} />
              <Skeleton width="60%" />
              <Skeleton width="70%" />
              <Skeleton width="40%" sx={{ mt: 1 }} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
