import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { School } from '@/api/contract/domain';
import { useGetPublicEventsQuery } from '@/api/endpoints/events';
import EventCard from '@/components/events/EventCard';
import EventCardSkeleton from '@/components/events/EventCardSkeleton';
import EventPrice from '@/components/events/EventPrice';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { EMPTY_FILTERS, writeFilters } from '../catalogParams';
import { eventPath } from '../variant';
import SchoolSection from './SchoolSection';

/** Upcoming events shown on a school's page; the rest are one search away in the catalogue. */
const SCHOOL_EVENTS = 6;

/** A school's next events, with a link to all of them in the catalogue when there are more. */
export default function SchoolEvents({ school }: { school: School }) {
  const { data, error, isError, refetch } = useGetPublicEventsQuery({
    schoolId: school.id,
    pageSize: SCHOOL_EVENTS,
    sort: 'date',
  });
  const more = data && data.total > data.items.length;
  const allUrl = `/eventos?${writeFilters({ ...EMPTY_FILTERS, search: school.name }).toString()}`;
  let content: ReactNode;
  if (isError)
    content = <ErrorState error={error} onRetry={() => void refetch()} titleId="events.school.eventsError" />;
  else if (!data)
    content = (
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6 }}>
            <EventCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  else if (data.items.length === 0)
    content = (
      <EmptyState
        icon={EventBusyOutlined}
        titleId="events.school.noEvents"
        bodyId="events.school.noEventsBody"
      />
    );
  else
    content = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.items.map((event) => (
          <Grid key={event.id} component="li" size={{ xs: 12, sm: 6 }}>
            <EventCard
              event={event}
              to={eventPath('public', event.id)}
              headingLevel="h3"
              footer={<EventPrice priceFrom={event.priceFrom} />}
            />
          </Grid>
        ))}
      </Grid>
    );
  return (
    <SchoolSection
      titleId="events.school.events"
      action={
        more ? (
          <Button component={RouterLink} to={allUrl} size="small">
            <FormattedMessage id="events.school.allEvents" values={{ count: data.total }} />
          </Button>
        ) : undefined
      }
    >
      {content}
    </SchoolSection>
  );
}
