import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { useGetEventQuery } from '@/api/endpoints/events';
import SafeHtml from '@/components/SafeHtml';
import TitledSection from '@/components/sections/TitledSection';
import ErrorState from '@/components/states/ErrorState';
import { isNotFound } from '../apiError';
import { srOnly } from '@/components/srOnly';
import { catalogPath, schoolPath, type PageVariant } from '../variant';
import CategoryChip from '@/components/events/CategoryChip';
import EventCover from '@/components/events/EventCover';
import EventFacts from './EventFacts';
import EventShareActions from './EventShareActions';
import { useOnScreen } from '../hooks/useOnScreen';
import NotFoundState from './NotFoundState';
import PageFrame from './PageFrame';
import PhoneBuyBar from './PhoneBuyBar';
import TicketsPanel from './TicketsPanel';

function EventView({ event, variant }: { event: Event; variant: PageVariant }) {
  const [now] = useState(Date.now);
  const ended = event.status === 'ended' || Date.parse(event.endsAt) < now;
  const [buyRef, buyOnScreen] = useOnScreen<HTMLDivElement>();
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <EventCover
          title={event.title}
          category={event.category}
          coverUrl={event.coverUrl}
          height={{ xs: 150, sm: 220, md: 260 }}
          iconSize={80}
        >
          <CategoryChip category={event.category} />
        </EventCover>
      </Paper>

      <Stack spacing={1}>
        <Typography
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, lineHeight: 1.2 }}
        >
          {event.title}
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="events.event.by" values={{ name: event.ownerName }} />
        </Typography>
        {event.status === 'cancelled' && (
          <Alert severity="warning" variant="outlined">
            <FormattedMessage id="events.event.cancelled" />
          </Alert>
        )}
        {event.status !== 'cancelled' && ended && (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="events.event.ended" />
          </Alert>
        )}
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          gridTemplateAreas: {
            xs: '"facts" "tickets" "about" "organizer"',
            md: '"facts tickets" "about tickets" "organizer tickets"',
          },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ gridArea: 'facts', p: { xs: 2, sm: 2.5 } }}>
          <EventFacts event={event} />
        </Paper>
        <Box sx={{ gridArea: 'tickets', height: { md: '100%' } }}>
          <TicketsPanel event={event} variant={variant} now={now} buyRef={buyRef} />
          <Box sx={{ mt: 2 }}>
            <EventShareActions event={event} canAddToCalendar={!ended && event.status !== 'cancelled'} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'about' }}>
          <TitledSection titleId="events.event.about">
            <SafeHtml html={event.description} />
          </TitledSection>
        </Box>
        <Box sx={{ gridArea: 'organizer' }}>
          <TitledSection titleId="events.event.organizer">
            <Typography sx={{ fontWeight: 600 }}>{event.ownerName}</Typography>
            {event.schoolId && (
              <Link component={RouterLink} to={schoolPath(event.schoolId)}>
                <FormattedMessage id="events.event.schoolPage" />
              </Link>
            )}
          </TitledSection>
        </Box>
      </Box>
      <PhoneBuyBar event={event} variant={variant} now={now} hidden={buyOnScreen} />
    </Stack>
  );
}

function EventSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={3} aria-busy>
      <Typography component="h1" sx={srOnly}>
        {intl.formatMessage({ id: 'events.event.loading' })}
      </Typography>
      <Skeleton variant="rounded" sx={{ height: { xs: 150, sm: 220, md: 260 } }} />
      <Skeleton variant="text" sx={{ fontSize: '2rem', width: '70%' }} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  );
}

/** An event's page: when, where, who, ticket types and the way to buy them. */
export default function EventDetails({ variant }: { variant: PageVariant }) {
  const { id = '' } = useParams();
  const { data: event, error, isError, refetch } = useGetEventQuery(id);

  if (isError && isNotFound(error)) {
    // The state's own button leads back; no second "all events" link above it.
    return (
      <PageFrame variant={variant}>
        <NotFoundState
          titleId="events.event.notFound.title"
          bodyId="events.event.notFound.body"
          backTo={catalogPath(variant)}
          backLabelId="events.event.notFound.back"
        />
      </PageFrame>
    );
  }

  let content: ReactNode;
  if (isError) {
    content = (
      <>
        <Typography component="h1" sx={srOnly}>
          <FormattedMessage id="events.event.errorTitle" />
        </Typography>
        <ErrorState error={error} onRetry={() => void refetch()} titleId="events.event.error" />
      </>
    );
  } else if (!event) {
    content = <EventSkeleton />;
  } else {
    content = <EventView event={event} variant={variant} />;
  }

  return <PageFrameWithBack variant={variant}>{content}</PageFrameWithBack>;
}

/** The catalogue URL the visitor came from (filters included), passed by the card's link. */
function catalogueSearch(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const search = (state as { catalogSearch?: unknown }).catalogSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

function PageFrameWithBack({ variant, children }: { variant: PageVariant; children: ReactNode }) {
  const location = useLocation();
  return (
    <PageFrame variant={variant}>
      <Button
        component={RouterLink}
        to={`${catalogPath(variant)}${catalogueSearch(location.state)}`}
        startIcon={<ArrowBackOutlined />}
        sx={{ mb: 2, ml: -1 }}
      >
        <FormattedMessage id="events.event.back" />
      </Button>
      {children}
    </PageFrame>
  );
}
