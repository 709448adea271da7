import Stack from '@mui/material/Stack';
import PageHeader from '@/components/states/PageHeader';
import AsOf from '../components/AsOf';
import OverviewGate from '../components/OverviewGate';
import OverviewStats from '../components/OverviewStats';
import RevenueStatCard from '../components/RevenueStatCard';

const SKELETON = Array.from({ length: 7 }, () => ({ size: { xs: 12, sm: 6, lg: 4 }, height: 132 }));

/** /widget/statistics: the platform's figures as stat cards, each with its trend; money for the roles that may read it. */
export default function WidgetStatisticsPage() {
  return (
    <>
      <PageHeader titleId="route.widget.statistics" subtitleId="widget.statistics.subtitle" />
      <OverviewGate skeleton={SKELETON}>
        {(overview) => (
          <Stack spacing={2}>
            <OverviewStats stats={overview.stats} lead={<RevenueStatCard />} />
            <AsOf day={overview.asOf} />
          </Stack>
        )}
      </OverviewGate>
    </>
  );
}
