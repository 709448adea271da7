import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { useGetPublicEventsQuery } from '@/api/endpoints/events';
import WhenWhereLines from '@/components/events/WhenWhereLines';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import FeaturedEventsSkeleton, { FEATURED_COUNT } from './FeaturedEventsSkeleton';

function EventCard({ event }: { event: Event }) {
  const intl = useIntl();
  const start = new Date(event.startsAt);
  const place = event.venue ? `${event.venue.name} · ${event.venue.city}/${event.venue.state}` : null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/eventos/${encodeURIComponent(event.id)}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            height: 96,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            background: (t) =>
              `linear-gradient(135deg, ${t.palette.primary.main}33 0%, ${t.palette.secondary.main}33 100%)`,
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 60,
              py: 0.75,
              borderRadius: 2,
              textAlign: 'center',
              bgcolor: 'background.paper',
              boxShadow: 1,
            }}
          >
            <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.1 }}>
              {intl.formatDate(start, { day: '2-digit' })}
            </Typography>
            <Typography
              variant="caption"
              sx={{ textTransform: 'uppercase', fontWeight: 700, color: 'primary.main' }}
            >
              {intl.formatDate(start, { month: 'short' }).replace('.', '')}
            </Typography>
          </Box>
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
            {event.title}
          </Typography>
          <WhenWhereLines
            when={intl.formatDate(start, {
              weekday: 'short',
              day: '2-digit',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            })}
            place={place}
            onlineLabel={<FormattedMessage id="landing.home.featured.online" />}
          />
          <Typography sx={{ mt: 'auto', pt: 1, fontWeight: 700, color: 'primary.main' }}>
            {event.priceFrom == null ? null : event.priceFrom === 0 ? (
              <FormattedMessage id="landing.home.featured.free" />
            ) : (
              <FormattedMessage
                id="landing.home.featured.priceFrom"
                values={{ price: formatCents(event.priceFrom) }}
              />
            )}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The home page's featured events. Loaded lazily, so the hero paints before the API layer
 * (RTK Query, axios, schemas) is fetched.
 */
export default function FeaturedEvents() {
  const { data, isLoading, isError, error, refetch } = useGetPublicEventsQuery({
    pageSize: FEATURED_COUNT,
    sort: 'relevance',
  });
  if (isLoading) return <FeaturedEventsSkeleton />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const events = data?.items ?? [];
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
      {events.slice(0, FEATURED_COUNT).map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <EventCard event={event} />
        </Grid>
      ))}
    </Grid>
  );
}
