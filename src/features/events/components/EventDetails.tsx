import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { Event, Ticket } from '@/api/contract/domain';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import SafeHtml from '@/components/SafeHtml';
import ErrorState from '@/components/states/ErrorState';
import { isNotFound } from '../apiError';
import { mapsUrl, safeExternalUrl, venueAddress } from '../links';
import { srOnly } from '@/components/srOnly';
import { purchaseBlock, type PurchaseBlock } from '../tickets';
import { catalogPath, checkoutPath, schoolPath, type PageVariant } from '../variant';
import CategoryChip from './CategoryChip';
import EventCover from './EventCover';
import EventShareActions from './EventShareActions';
import NotFoundState from './NotFoundState';
import PageFrame from './PageFrame';
import TicketList from './TicketList';

function NewTabHint() {
  return (
    <Box component="span" sx={srOnly}>
      <FormattedMessage id="events.newTab" />
    </Box>
  );
}

function Fact({ icon, labelId, children }: { icon: ReactNode; labelId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} component="li">
      <Box sx={{ color: 'primary.main', pt: 0.25, lineHeight: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function EventFacts({ event }: { event: Event }) {
  const intl = useIntl();
  const onlineUrl = safeExternalUrl(event.url);
  const when = intl.formatDateTimeRange(new Date(event.startsAt), new Date(event.endsAt), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <Fact icon={<CalendarMonthOutlined />} labelId="events.event.when">
        <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
          {when}
        </Typography>
      </Fact>
      {event.venue && (
        <Fact icon={<PlaceOutlined />} labelId="events.event.where">
          <Typography sx={{ fontWeight: 600 }}>{event.venue.name}</Typography>
          <Typography>{[event.venue.address, event.venue.district].filter(Boolean).join(' - ')}</Typography>
          <Typography>
            {`${event.venue.city} - ${event.venue.state}`}
            {event.venue.cep ? `, ${event.venue.cep}` : ''}
          </Typography>
          <Link
            href={mapsUrl(venueAddress(event.venue))}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <FormattedMessage id="events.event.map" />
            <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
            <NewTabHint />
          </Link>
        </Fact>
      )}
      {event.online && (
        <Fact icon={<LanguageOutlined />} labelId="events.event.online">
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage id="events.event.onlineBody" />
          </Typography>
          {onlineUrl && (
            <Link
              href={onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <FormattedMessage id="events.event.onlineLink" />
              <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
              <NewTabHint />
            </Link>
          )}
        </Fact>
      )}
      <Fact icon={<VerifiedOutlined />} labelId="events.event.ageRating">
        <Typography sx={{ fontWeight: 600 }}>{event.ageRating}</Typography>
      </Fact>
    </Stack>
  );
}

function blockMessage(block: PurchaseBlock): { id: string; values?: Record<string, string> } {
  switch (block.reason) {
    case 'cancelled':
      return { id: 'events.buy.blocked.cancelled' };
    case 'eventEnded':
      return { id: 'events.buy.blocked.eventEnded' };
    case 'noTickets':
      return { id: 'events.buy.blocked.noTickets' };
    case 'soldOut':
      return { id: 'events.buy.blocked.soldOut' };
    case 'salesEnded':
      return { id: 'events.buy.blocked.salesEnded' };
    case 'notStarted':
      return { id: 'events.buy.blocked.notStarted', values: { date: block.opensAt } };
  }
}

function BuyButton({
  event,
  tickets,
  now,
  variant,
}: {
  event: Event;
  tickets: readonly Ticket[] | undefined;
  now: number;
  variant: PageVariant;
}) {
  const intl = useIntl();
  const reasonId = useId();
  const block = tickets ? purchaseBlock(event, tickets, now) : null;
  if (tickets && !block) {
    return (
      <Button
        variant="contained"
        size="large"
        fullWidth
        component={RouterLink}
        to={checkoutPath(variant, event.id)}
        startIcon={<ConfirmationNumberOutlined />}
      >
        <FormattedMessage id="events.buy" />
      </Button>
    );
  }
  const message = block ? blockMessage(block) : null;
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled
        startIcon={<ConfirmationNumberOutlined />}
        aria-describedby={message ? reasonId : undefined}
      >
        <FormattedMessage id="events.buy" />
      </Button>
      {message && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {intl.formatMessage(
            { id: message.id },
            message.values?.date
              ? {
                  date: intl.formatDate(message.values.date, {
                    day: 'numeric',
                    month: 'long',
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                }
              : undefined,
          )}
        </Typography>
      )}
    </Stack>
  );
}

function TicketsPanel({ event, variant, now }: { event: Event; variant: PageVariant; now: number }) {
  const headingId = useId();
  const { data: tickets, error, isError, refetch } = useGetEventTicketsQuery(event.id);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="events.tickets.title" />
      </Typography>
      {isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} titleId="events.tickets.error" />
      ) : tickets ? (
        <TicketList tickets={tickets} now={now} />
      ) : (
        <Stack spacing={1} aria-hidden>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="70%" />
        </Stack>
      )}
      {tickets?.some((t) => t.visible && t.halfPriceAllowed) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          <FormattedMessage id="events.tickets.halfPriceNote" />
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>
        <BuyButton event={event} tickets={isError ? undefined : tickets} now={now} variant={variant} />
      </Box>
    </Paper>
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}

function EventView({ event, variant }: { event: Event; variant: PageVariant }) {
  const [now] = useState(Date.now);
  const ended = event.status === 'ended' || Date.parse(event.endsAt) < now;
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
          <TicketsPanel event={event} variant={variant} now={now} />
          <Box sx={{ mt: 2 }}>
            <EventShareActions event={event} canAddToCalendar={!ended && event.status !== 'cancelled'} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'about' }}>
          <Section titleId="events.event.about">
            <SafeHtml html={event.description} />
          </Section>
        </Box>
        <Box sx={{ gridArea: 'organizer' }}>
          <Section titleId="events.event.organizer">
            <Typography sx={{ fontWeight: 600 }}>{event.ownerName}</Typography>
            {event.schoolId && (
              <Link component={RouterLink} to={schoolPath(event.schoolId)}>
                <FormattedMessage id="events.event.schoolPage" />
              </Link>
            )}
          </Section>
        </Box>
      </Box>
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
