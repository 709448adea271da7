import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import PageHeader from '@/components/states/PageHeader';
import AttendanceDonut from '../charts/AttendanceDonut';
import CategoryBarChart from '../charts/CategoryBarChart';
import MonthlyChart from '../charts/MonthlyChart';
import RevenueChart from '../charts/RevenueChart';
import StatSparkline from '../charts/StatSparkline';
import AsOf from '../components/AsOf';
import OverviewGate from '../components/OverviewGate';
import OverviewStats from '../components/OverviewStats';

const SKELETON = [
  ...Array.from({ length: 6 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 190 })),
  { size: { xs: 12, lg: 7 }, height: 340 },
  { size: { xs: 12, lg: 5 }, height: 340 },
];

/** /widget/chart: line, bar, donut and sparkline widgets, each with its figures as a table. */
export default function WidgetChartPage() {
  return (
    <>
      <PageHeader titleId="route.widget.chart" subtitleId="widget.chart.subtitle" />
      <OverviewGate skeleton={SKELETON}>
        {(overview) => (
          <Stack spacing={2}>
            <OverviewStats
              stats={overview.stats}
              footer={(stat) => <StatSparkline stat={stat} asOf={overview.asOf} />}
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, lg: 7 }}>
                <MonthlyChart months={overview.months} />
              </Grid>
              <Grid size={{ xs: 12, lg: 5 }}>
                <AttendanceDonut attendance={overview.attendance} />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <CategoryBarChart categories={overview.categories} />
              </Grid>
              <Grid size={{ xs: 12, lg: 6 }}>
                <RevenueChart />
              </Grid>
            </Grid>
            <AsOf day={overview.asOf} />
          </Stack>
        )}
      </OverviewGate>
    </>
  );
}
