import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { useGetFinanceSummaryQuery } from '@/api/endpoints/finance';
import DailyLineChart from '@/components/charts/DailyLineChart';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { lastPeriods, useFinanceAccess } from '../access';
import NotAvailable from '../components/NotAvailable';
import WidgetCard from '../components/WidgetCard';
import { moneyChartFrame } from '@/components/charts/moneyChartFrame';

const HEIGHT = 260;

/** The seller's sales day by day over 30 days (the platform's for admins); other roles read it is not theirs. */
export default function RevenueChart() {
  const intl = useIntl();
  const theme = useTheme();
  const { summary: allowed } = useFinanceAccess();
  const { data, error, isFetching, refetch } = useGetFinanceSummaryQuery(lastPeriods().current, {
    skip: !allowed,
  });
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });

  let body;
  if (!allowed) body = <NotAvailable />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!data) body = <Skeleton variant="rounded" height={HEIGHT} />;
  else if (!data.series.some((d) => d.revenue !== 0))
    body = <EmptyState icon={TrendingUpOutlined} titleId="widget.revenue.empty" />;
  else
    body = (
      <DailyLineChart
        days={data.series}
        series={[
          {
            key: 'revenue',
            label: intl.formatMessage({ id: 'widget.revenue.series' }),
            color: theme.palette.primary.main,
            curve: 'linear',
            area: true,
          },
        ]}
        formatValue={money}
        caption={intl.formatMessage({ id: 'widget.revenue.title' })}
        dayLabel={intl.formatMessage({ id: 'widget.spark.day' })}
        height={HEIGHT}
        hideLegend
        {...moneyChartFrame(intl)}
      />
    );

  return (
    <WidgetCard titleId="widget.revenue.title" subtitleId="widget.revenue.subtitle">
      {body}
    </WidgetCard>
  );
}
