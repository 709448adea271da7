import { BRAND } from '@/config';
import AttendanceDonut from '../charts/AttendanceDonut';
import MonthlyChart from '../charts/MonthlyChart';
import RevenueChart from '../charts/RevenueChart';
import LatestActivity from '../components/LatestActivity';
import MissionsProgress from '../components/MissionsProgress';
import OverviewStats from '../components/OverviewStats';
import RevenueStatCard from '../components/RevenueStatCard';
import UpcomingEvents from '../components/UpcomingEvents';
import WidgetPage from '../components/WidgetPage';

const QUARTER = { xs: 12, sm: 6, lg: 3 } as const;
const WIDE = { xs: 12, lg: 8 } as const;
const NARROW = { xs: 12, lg: 4 } as const;
const HALF = { xs: 12, lg: 6 } as const;
const SKELETON = [
  ...Array.from({ length: 4 }, () => ({ size: QUARTER, height: 132 })),
  { size: WIDE, height: 340 },
  { size: NARROW, height: 340 },
];

/** /dashboard/analytics: the platform at a glance, composed of the widgets. */
export default function AnalyticsDashboardPage() {
  return (
    <WidgetPage
      titleId="route.dashboardAnalytics"
      subtitleId="widget.analytics.subtitle"
      values={{ brand: BRAND }}
      skeleton={SKELETON}
      top={(overview) => (
        <OverviewStats
          stats={overview.stats}
          keys={['tickets', 'checkins', 'events']}
          size={QUARTER}
          lead={<RevenueStatCard />}
        />
      )}
      cells={(overview) => [
        { key: 'months', size: WIDE, widget: <MonthlyChart months={overview.months} /> },
        { key: 'attendance', size: NARROW, widget: <AttendanceDonut attendance={overview.attendance} /> },
        { key: 'revenue', size: HALF, widget: <RevenueChart /> },
        { key: 'upcoming', size: HALF, widget: <UpcomingEvents events={overview.upcoming} /> },
        { key: 'missions', size: HALF, widget: <MissionsProgress missions={overview.missions} /> },
        { key: 'activity', size: HALF, widget: <LatestActivity activity={overview.activity} /> },
      ]}
    />
  );
}
