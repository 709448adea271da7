import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { STATUS_COLOR, STATUSES } from '../status';

export interface TotalCounts {
  present: number;
  absent: number;
  late: number;
  excused: number;
  unmarked: number;
}

/** Live totals of the roll call: how many of each status, and how many are still to mark. */
function CheckinTotals({ counts, total }: { counts: TotalCounts; total: number }) {
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={intl.formatMessage({ id: 'attendance.totals.label' })}
      sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
    >
      {STATUSES.map((status) => (
        <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${STATUS_COLOR[status]}.main` }}
          />
          <Typography variant="body2" data-testid={`total-${status}`}>
            <FormattedMessage id={`attendance.totals.${status}`} values={{ count: counts[status] }} />
          </Typography>
        </Stack>
      ))}
      <Typography variant="body2" color="text.secondary" data-testid="total-unmarked">
        <FormattedMessage id="attendance.totals.unmarked" values={{ count: counts.unmarked, total }} />
      </Typography>
    </Stack>
  );
}

export default memo(CheckinTotals);
