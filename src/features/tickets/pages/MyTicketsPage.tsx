import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetMyTicketsQuery } from '@/api/endpoints/tickets';
import WhenWhereLines from '@/components/events/WhenWhereLines';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import DoorDialog from '../components/DoorDialog';
import TicketCard from '../components/TicketCard';
import { EVENT_DATE, venueLine } from '../components/ticketLabels';
import { groupByEvent, type EventGroup } from '../grouping';

function EventTickets({ group, onOpen }: { group: EventGroup; onOpen: (index: number) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const { event } = group;
  const place = event ? venueLine(event) : null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h3">
              {event ? (
                <Link component={RouterLink} to={`/eventos/${encodeURIComponent(event.id)}`} color="inherit">
                  {event.title}
                </Link>
              ) : (
                <FormattedMessage id="tickets.event.unknown" />
              )}
            </Typography>
            {event && (
              <Stack spacing={0.5} sx={{ mt: 1, color: 'text.secondary' }}>
                <WhenWhereLines
                  when={intl.formatDate(event.startsAt, EVENT_DATE)}
                  place={place}
                  onlineLabel={<FormattedMessage id="tickets.event.online" />}
                />
              </Stack>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
            {event?.status === 'cancelled' && (
              <Chip color="error" size="small" label={<FormattedMessage id="tickets.event.cancelled" />} />
            )}
            <Chip
              size="small"
              variant="outlined"
              label={<FormattedMessage id="tickets.event.count" values={{ count: group.tickets.length }} />}
            />
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          {group.tickets.map((view, index) => (
            <Grid key={view.attendee.code} size={{ xs: 12, lg: 6 }}>
              <TicketCard view={view} onOpen={() => onOpen(index)} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

function TicketsSection({
  titleId,
  groups,
  onOpen,
  whenEmpty,
}: {
  titleId: string;
  groups: EventGroup[];
  onOpen: (group: EventGroup, index: number) => void;
  /** Shown under the heading when there is nothing in this section; without it the section is left out. */
  whenEmpty?: ReactNode;
}) {
  const headingId = useId();
  if (groups.length === 0 && !whenEmpty) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 5 } }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} values={{ count: groups.length }} />
      </Typography>
      {groups.length === 0 && whenEmpty}
      <Stack spacing={2}>
        {groups.map((group) => (
          <EventTickets key={group.eventId} group={group} onOpen={(index) => onOpen(group, index)} />
        ))}
      </Stack>
    </Box>
  );
}

function TicketsSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'tickets.loading' })}
    >
      {[0, 1].map((i) => (
        <Card key={i} variant="outlined">
          <CardContent>
            <Skeleton width="50%" height={32} />
            <Skeleton width="35%" />
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <Skeleton variant="rectangular" width={120} height={120} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="40%" />
                <Skeleton width="50%" />
              </Box>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The family's tickets by event, upcoming first, each ready to be shown at the door or printed. */
export default function MyTicketsPage() {
  const { data, isLoading, isError, error, refetch, fulfilledTimeStamp } = useGetMyTicketsQuery(undefined);
  const [door, setDoor] = useState<{ group: EventGroup; index: number } | null>(null);
  // "Now" is when the list arrived, so grouping stays put while the page is open.
  const grouped = useMemo(
    () => (data ? groupByEvent(data, fulfilledTimeStamp ?? 0) : null),
    [data, fulfilledTimeStamp],
  );

  let body;
  if (isLoading) body = <TicketsSkeleton />;
  else if (isError || !grouped) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (grouped.upcoming.length + grouped.past.length === 0)
    body = (
      <EmptyState
        icon={ConfirmationNumberOutlined}
        titleId="tickets.empty.title"
        bodyId="tickets.empty.body"
        action={
          <Button variant="contained" component={RouterLink} to="/eventos">
            <FormattedMessage id="tickets.empty.cta" />
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <TicketsSection
          titleId="tickets.section.upcoming"
          groups={grouped.upcoming}
          onOpen={(group, index) => setDoor({ group, index })}
          whenEmpty={
            <Typography color="text.secondary">
              <FormattedMessage
                id="tickets.section.upcomingEmpty"
                values={{
                  link: (chunks) => (
                    <Link component={RouterLink} to="/eventos">
                      {chunks}
                    </Link>
                  ),
                }}
              />
            </Typography>
          }
        />
        <TicketsSection
          titleId="tickets.section.past"
          groups={grouped.past}
          onOpen={(group, index) => setDoor({ group, index })}
        />
      </>
    );

  return (
    <>
      <PageHeader
        titleId="tickets.mine.title"
        subtitleId="tickets.mine.subtitle"
        actions={
          <Button variant="outlined" component={RouterLink} to="/eventos">
            <FormattedMessage id="tickets.mine.findEvents" />
          </Button>
        }
      />
      {body}
      <DoorDialog
        group={door?.group ?? null}
        index={door?.index ?? 0}
        onIndexChange={(index) => setDoor((current) => (current ? { ...current, index } : null))}
        onClose={() => setDoor(null)}
      />
    </>
  );
}
