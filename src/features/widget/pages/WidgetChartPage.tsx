import AttendanceDonut from '../charts/AttendanceDonut';
import CategoryBarChart from '../charts/CategoryBarChart';
import MonthlyChart from '../charts/MonthlyChart';
import RevenueChart from '../charts/RevenueChart';
import StatSparkline from '../charts/StatSparkline';
import OverviewStats from '../components/OverviewStats';
import WidgetPage from '../components/WidgetPage';

const WIDE = { xs: 12, lg: 7 } as const;
const NARROW = { xs: 12, lg: 5 } as const;
const HALF = { xs: 12, lg: 6 } as const;
const SKELETON = [
  ...Array.from({ length: 6 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 190 })),
  { size: WIDE, height: 340 },
  { size: NARROW, height: 340 },
];

/** /widget/chart: line, bar, donut and sparkline widgets, each with its figures as a table. */
export default function WidgetChartPage() {
  return (
    <WidgetPage
      titleId="route.widget.chart"
      subtitleId="widget.chart.subtitle"
      skeleton={SKELETON}
      top={(overview) => (
        <OverviewStats
          stats={overview.stats}
          footer={(stat) => <StatSparkline stat={stat} asOf={overview.asOf} />}
        />
      )}
      cells={(overview) => [
        { key: 'months', size: WIDE, widget: <MonthlyChart months={overview.months} /> },
        { key: 'attendance', size: NARROW, widget: <AttendanceDonut attendance={overview.attendance} /> },
        { key: 'categories', size: HALF, widget: <CategoryBarChart categories={overview.categories} /> },
        { key: 'revenue', size: HALF, widget: <RevenueChart /> },
      ]}
    />
  );
}
