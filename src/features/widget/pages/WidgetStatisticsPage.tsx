import OverviewStats from '../components/OverviewStats';
import RevenueStatCard from '../components/RevenueStatCard';
import WidgetPage from '../components/WidgetPage';

const SKELETON = Array.from({ length: 7 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 132 }));

/** /widget/statistics: the platform's figures as stat cards, each with its trend; money for the roles that may read it. */
export default function WidgetStatisticsPage() {
  return (
    <WidgetPage
      titleId="route.widget.statistics"
      subtitleId="widget.statistics.subtitle"
      skeleton={SKELETON}
      top={(overview) => <OverviewStats stats={overview.stats} lead={<RevenueStatCard />} />}
    />
  );
}
