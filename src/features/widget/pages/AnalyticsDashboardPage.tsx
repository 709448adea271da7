import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import PageHeader from '@/components/states/PageHeader';
import { BRAND } from '@/config';
import AttendanceDonut from '../charts/AttendanceDonut';
import MonthlyChart from '../charts/MonthlyChart';
import RevenueChart from '../charts/RevenueChart';
import AsOf from '../components/AsOf';
import LatestActivity from '../components/LatestActivity';
import MissionsProgress from '../components/MissionsProgress';
import OverviewGate from '../components/OverviewGate';
import OverviewStats from '../components/OverviewStats';
import RevenueStatCard from '../components/RevenueStatCard';
import UpcomingEvents from '../components/UpcomingEvents';

const QUARTER = { xs: 12, sm: 6, lg: 3 } as const;
const SKELETON = [
  ...Array.from({ length: 4 }, () => ({ size: QUARTER, height: 132 })),
  { size: { xs: 12, lg: 8 }, height: 340 },
  { size: { xs: 12, lg: 4 }, height: 340 },
];

/** /dashboard/analytics: the platform at a glance, composed of the widgets. */
export default function AnalyticsDashboardPage() {
  return (
    <>
      <PageHeader
        titleId="route.dashboardAnalytics"
        subtitleId="widget.analytics.subtitle"
        values={{ brand: BRAND }}
      />
      <OverviewGate skeleton={SKELETON}>
        {(overview) => (
          <Stack spacing={2}>
            <OverviewStats
              stats={overview.stats}
              keys={['tickets', 'checkins', 'events']}
              size={QUARTER}
              lead={<RevenueStatCard />}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <MonthlyChart months={overview.months} />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <AttendanceDonut attendance={overview.attendance} />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <RevenueChart />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <UpcomingEvents events={overview.upcoming} />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <MissionsProgress missions={overview.missions} />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <LatestActivity activity={overview.activity} />
              </Grid>
            </Grid>
            <AsOf day={overview.asOf} />
          </Stack>
        )}
      </OverviewGate>
    </>
  );
}
