import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { srOnly } from '@/components/srOnly';

/** The calendar's shape while its events load (toolbar, then a month grid). */
export default function CalendarSkeleton() {
  return (
    <Box aria-busy="true" role="status">
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Skeleton variant="circular" width={36} height={36} />
        <Skeleton variant="circular" width={36} height={36} />
        <Skeleton variant="rounded" width={64} height={32} />
        <Skeleton variant="text" width={180} height={36} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={84} />
        ))}
      </Box>
      <Typography sx={srOnly}>
        <FormattedMessage id="calendar.loading" />
      </Typography>
    </Box>
  );
}
