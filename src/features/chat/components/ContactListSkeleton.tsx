import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A chat list while it loads: rows of avatar and two lines, below the search box when it is not there yet. */
export default function ContactListSkeleton({ withSearch = false }: { withSearch?: boolean }) {
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
      {withSearch && <Skeleton variant="rounded" height={40} />}
      {Array.from({ length: 6 }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
