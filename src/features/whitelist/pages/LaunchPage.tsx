import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND } from '@/config';
import LaunchCountdown from '../components/LaunchCountdown';
import WhitelistCaptureCard from '../components/WhitelistCaptureCard';

/** What is ready for the launch: the progress bar counts the ready ones. */
const MILESTONES = [
  { id: 'whitelist.launch.milestone.events', ready: true },
  { id: 'whitelist.launch.milestone.schools', ready: true },
  { id: 'whitelist.launch.milestone.cards', ready: false },
] as const;

function LaunchProgress() {
  const intl = useIntl();
  const done = MILESTONES.filter((m) => m.ready).length;
  const title = intl.formatMessage({ id: 'whitelist.launch.progress.title' });
  return (
    <Box>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        <FormattedMessage
          id="whitelist.launch.progress.summary"
          values={{ done, total: MILESTONES.length }}
        />
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(done / MILESTONES.length) * 100}
        aria-label={title}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <List dense sx={{ mt: 1 }}>
        {MILESTONES.map(({ id, ready }) => (
          <ListItem key={id} disableGutters>
            <ListItemIcon sx={{ minWidth: 36, color: ready ? 'success.main' : 'warning.main' }}>
              {ready ? <CheckCircleOutlined /> : <ScienceOutlined />}
            </ListItemIcon>
            <ListItemText
              primary={<FormattedMessage id={id} values={{ brand: BRAND }} />}
              secondary={
                <FormattedMessage
                  id={ready ? 'whitelist.launch.status.done' : 'whitelist.launch.status.testing'}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

/** /pages/coming-soon2: the launch as a full-bleed hero, with what is ready, the countdown and the list. */
export default function LaunchPage() {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 8 },
        minHeight: { md: 'calc(100vh - 72px)' },
        background: (t) =>
          [
            `radial-gradient(circle at 10% 0%, ${alpha(t.palette.primary.main, 0.14)} 0%, transparent 45%)`,
            `radial-gradient(circle at 100% 100%, ${alpha(t.palette.secondary.main, 0.12)} 0%, transparent 50%)`,
          ].join(', '),
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                <Chip label={<FormattedMessage id="whitelist.launch.kicker" />} color="primary" />
                <Typography
                  variant="h1"
                  component="h1"
                  sx={{ fontSize: { xs: '1.9rem', sm: '2.5rem', md: '2.9rem' }, lineHeight: 1.15 }}
                >
                  <FormattedMessage id="whitelist.launch.title" values={{ brand: BRAND }} />
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', sm: '1.1rem' } }}>
                  <FormattedMessage id="whitelist.launch.subtitle" />
                </Typography>
              </Stack>
              <LaunchCountdown />
              <LaunchProgress />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <WhitelistCaptureCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
