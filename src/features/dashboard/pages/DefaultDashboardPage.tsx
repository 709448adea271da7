import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';

/** Home for accounts whose role has no area of its own yet. */
export default function DefaultDashboardPage() {
  const user = useAppSelector(selectUser);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 760 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h1" component="h1">
          <FormattedMessage id="dashboard.default.title" values={{ name: user?.name ?? '' }} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="dashboard.default.body" values={{ brand: BRAND }} />
        </Typography>
        <Button variant="contained" component={RouterLink} to="/eventos">
          <FormattedMessage id="dashboard.default.cta" />
        </Button>
      </Stack>
    </Paper>
  );
}
