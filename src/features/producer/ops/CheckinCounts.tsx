import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import { useAttendeeSummaryQuery } from '@/api/endpoints/producerOps';
import ErrorState from '@/components/states/ErrorState';
import { useOpsFormat } from './format';

/** How often the counts refresh on their own (other doors check people in too). */
export const COUNTS_POLL_MS = 5000;

/** Live counts of the door: checked in of total, and per ticket type. */
export default function CheckinCounts({ eventId, tickets }: { eventId: string; tickets: Ticket[] }) {
  const intl = useIntl();
  const format = useOpsFormat();
  const titleId = useId();
  const { data, error, isLoading, refetch } = useAttendeeSummaryQuery(eventId, {
    pollingInterval: COUNTS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  if (isLoading) return <Skeleton variant="rounded" height={120} />;
  if (!data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const percent = data.total > 0 ? Math.round((data.checkedIn / data.total) * 100) : 0;
  const name = (id: string) => tickets.find((tk) => tk.id === id)?.name ?? id;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-labelledby={titleId} component="section">
      <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        <FormattedMessage id="producerOps.counts.title" />
      </Typography>
      <Typography
        data-testid="checkin-count"
        sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 800, lineHeight: 1.1 }}
      >
        <FormattedMessage
          id="producerOps.counts.value"
          values={{ checkedIn: format.number(data.checkedIn), total: format.number(data.total) }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        sx={{ height: 10, borderRadius: 5, my: 1 }}
        aria-label={intl.formatMessage({ id: 'producerOps.counts.bar' }, { percent })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage
          id="producerOps.counts.remaining"
          values={{ count: data.total - data.checkedIn, percent }}
        />
      </Typography>
      <Stack spacing={0.5}>
        {data.byTicket
          .filter((row) => row.total > 0)
          .map((row) => (
            <Stack key={row.ticketId} direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2">{name(row.ticketId)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {format.number(row.checkedIn)} / {format.number(row.total)}
              </Typography>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
