import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import PageHeader from '@/components/states/PageHeader';
import AsOf from '../components/AsOf';
import AttendanceTable from '../components/AttendanceTable';
import CategoryTable from '../components/CategoryTable';
import LatestActivity from '../components/LatestActivity';
import MissionsProgress from '../components/MissionsProgress';
import OverviewGate from '../components/OverviewGate';
import RecentSales from '../components/RecentSales';
import UpcomingEvents from '../components/UpcomingEvents';

const HALF = { xs: 12, md: 6 } as const;
const SKELETON = Array.from({ length: 6 }, () => ({ size: HALF, height: 280 }));

/** /widget/data: lists, progress, tables and the latest activity. */
export default function WidgetDataPage() {
  return (
    <>
      <PageHeader titleId="route.widget.data" subtitleId="widget.data.subtitle" />
      <OverviewGate skeleton={SKELETON}>
        {(overview) => (
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={HALF}>
                <UpcomingEvents events={overview.upcoming} />
              </Grid>
              <Grid size={HALF}>
                <MissionsProgress missions={overview.missions} />
              </Grid>
              <Grid size={HALF}>
                <LatestActivity activity={overview.activity} />
              </Grid>
              <Grid size={HALF}>
                <Stack spacing={2}>
                  <CategoryTable categories={overview.categories} />
                  <AttendanceTable attendance={overview.attendance} />
                </Stack>
              </Grid>
              <Grid size={12}>
                <RecentSales />
              </Grid>
            </Grid>
            <AsOf day={overview.asOf} />
          </Stack>
        )}
      </OverviewGate>
    </>
  );
}
