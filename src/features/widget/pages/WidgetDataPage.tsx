import Stack from '@mui/material/Stack';
import AttendanceTable from '../components/AttendanceTable';
import CategoryTable from '../components/CategoryTable';
import LatestActivity from '../components/LatestActivity';
import MissionsProgress from '../components/MissionsProgress';
import RecentSales from '../components/RecentSales';
import UpcomingEvents from '../components/UpcomingEvents';
import WidgetPage from '../components/WidgetPage';

const HALF = { xs: 12, md: 6 } as const;
const SKELETON = Array.from({ length: 6 }, () => ({ size: HALF, height: 280 }));

/** /widget/data: lists, progress, tables and the latest activity. */
export default function WidgetDataPage() {
  return (
    <WidgetPage
      titleId="route.widget.data"
      subtitleId="widget.data.subtitle"
      skeleton={SKELETON}
      cells={(overview) => [
        { key: 'upcoming', size: HALF, widget: <UpcomingEvents events={overview.upcoming} /> },
        { key: 'missions', size: HALF, widget: <MissionsProgress missions={overview.missions} /> },
        { key: 'activity', size: HALF, widget: <LatestActivity activity={overview.activity} /> },
        {
          key: 'tables',
          size: HALF,
          widget: (
            <Stack spacing={2}>
              <CategoryTable categories={overview.categories} />
              <AttendanceTable attendance={overview.attendance} />
            </Stack>
          ),
        },
        { key: 'sales', size: { xs: 12 }, widget: <RecentSales /> },
      ]}
    />
  );
}
