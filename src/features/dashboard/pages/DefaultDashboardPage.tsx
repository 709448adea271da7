import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetWidgetOverviewQuery } from '@/api/endpoints/widget';
import ErrorState from '@/components/states/ErrorState';
import { BRAND } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { DemoLinks, TemplatePages, TileSection } from '../components/DirectorySections';
import { APPS, TAP, WIDGETS } from '../directory';

/** A few figures of the platform on top, from the same overview the widgets read. */
function SummaryFigures() {
  const intl = useIntl();
  const headingId = useId();
  const { data, error, isFetching, refetch } = useGetWidgetOverviewQuery(undefined);
  const stat = (key: string) => data?.stats.find((s) => s.key === key)?.current ?? 0;
  const figures = data
    ? [
        {
          id: 'upcoming',
          value: data.categories.reduce((sum, c) => sum + c.events, 0),
        },
        { id: 'tickets', value: stat('tickets') },
        { id: 'checkins', value: stat('checkins') },
      ]
    : [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography id={headingId} variant="h2" component="h2">
          <FormattedMessage id="dashboard.default.summary.title" />
        </Typography>
        <Link component={RouterLink} to="/dashboard/analytics" sx={TAP}>
          <FormattedMessage id="dashboard.default.summary.more" />
        </Link>
      </Stack>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : !data ? (
        <Skeleton
          variant="rounded"
          height={96}
          role="status"
          aria-label={intl.formatMessage({ id: 'dashboard.default.summary.loading' })}
        />
      ) : (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {figures.map(({ id, value }) => (
            <Paper
              key={id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexDirection: 'column-reverse' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                <FormattedMessage id={`dashboard.default.summary.${id}`} />
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
              >
                <FormattedNumber value={value} />
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * Home for accounts whose role has no area of its own, and the directory of the template pages: the
 * platform's figures, the team's apps, the widgets and dashboards, the sign-in presentations, the user
 * pages and the demos.
 */
export default function DefaultDashboardPage() {
  const user = useAppSelector(selectUser);
  return (
    <Stack spacing={4}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
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
      <SummaryFigures />
      <TileSection titleId="dashboard.default.apps.title" tiles={APPS} />
      <TileSection titleId="dashboard.default.widgets.title" tiles={WIDGETS} />
      <TemplatePages />
      <DemoLinks />
    </Stack>
  );
}
