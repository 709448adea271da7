import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { WidgetUpcoming } from '@/api/contract/widget';
import EmptyState from '@/components/states/EmptyState';
import ProgressLine from './ProgressLine';
import WidgetCard from './WidgetCard';

const WHEN = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
} as const;

/** The next events with how full they are: sold seats against capacity. */
export default function UpcomingEvents({ events }: { events: readonly WidgetUpcoming[] }) {
  const intl = useIntl();
  return (
    <WidgetCard titleId="widget.upcoming.title" subtitleId="widget.upcoming.subtitle">
      {events.length === 0 ? (
        <EmptyState icon={EventBusyOutlined} titleId="widget.upcoming.empty" />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event) => {
            const share = event.capacity > 0 ? event.sold / event.capacity : 0;
            return (
              <ProgressLine
                key={event.id}
                title={
                  <Link component={RouterLink} to={`/pages/eventos/${encodeURIComponent(event.id)}`}>
                    {event.title}
                  </Link>
                }
                value={share}
                percent={intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 })}
                label={intl.formatMessage({ id: 'widget.upcoming.progressLabel' }, { title: event.title })}
                detail={
                  <FormattedMessage
                    id="widget.upcoming.detail"
                    values={{
                      when: intl.formatDate(event.startsAt, WHEN),
                      place: event.city ?? intl.formatMessage({ id: 'widget.upcoming.online' }),
                      sold: intl.formatNumber(event.sold),
                      capacity: intl.formatNumber(event.capacity),
                    }}
                  />
                }
              />
            );
          })}
        </Box>
      )}
    </WidgetCard>
  );
}
