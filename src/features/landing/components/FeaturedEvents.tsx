import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Grid from '@mui/material/Grid';
import { useGetPublicEventsQuery } from '@/api/endpoints/events';
import EventCard from '@/components/events/EventCard';
import EventPrice from '@/components/events/EventPrice';
import { soonestFirst } from '@/components/events/eventText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import FeaturedEventsSkeleton, { FEATURED_COUNT } from './FeaturedEventsSkeleton';

/**
 * The home page's featured events: the catalogue's most relevant upcoming events (featured first), shown
 * in the order they happen, as the catalogue's cards (shown once the catalogue's texts are there). Loaded
 * lazily, so the hero paints before the API layer (RTK Query, axios, schemas) is fetched.
 */
export default function FeaturedEvents({ textsReady }: { textsReady: boolean }) {
  const { data, isLoading, isError, error, refetch } = useGetPublicEventsQuery({
    pageSize: FEATURED_COUNT,
    sort: 'relevance',
  });
  if (isLoading || !textsReady) return <FeaturedEventsSkeleton />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const events = soonestFirst((data?.items ?? []).slice(0, FEATURED_COUNT));
  if (events.length === 0)
    return (
      <EmptyState
        icon={EventBusyOutlined}
        titleId="landing.home.featured.empty"
        bodyId="landing.home.featured.emptyBody"
      />
    );
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <EventCard
            event={event}
            to={`/eventos/${encodeURIComponent(event.id)}`}
            headingLevel="h3"
            footer={<EventPrice priceFrom={event.priceFrom} />}
          />
        </Grid>
      ))}
    </Grid>
  );
}
