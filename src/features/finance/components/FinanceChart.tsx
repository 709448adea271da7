import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { FinanceDay } from '@/api/contract/finance';
import DailyLineChart from '@/components/charts/DailyLineChart';
import { formatCents } from '@/utils/br';
import { moneyChartFrame } from '@/components/charts/moneyChartFrame';

type Metric = 'revenue' | 'fees' | 'refunds' | 'payouts';

interface FinanceChartProps {
  days: FinanceDay[];
  /** What to draw; admins see fees as the platform's earnings. */
  metrics: readonly Metric[];
  labelPrefix: 'finance.chart' | 'finance.admin.chart';
  height?: number;
}

/** The period day by day as lines, with the same numbers as a table for screen readers. */
export default function FinanceChart({ days, metrics, labelPrefix, height = 280 }: FinanceChartProps) {
  const intl = useIntl();
  const theme = useTheme();
  const colors: Record<Metric, string> = {
    revenue: theme.palette.primary.main,
    fees: theme.palette.secondary.main,
    refunds: theme.palette.warning.main,
    payouts: theme.palette.info.main,
  };
  return (
    <DailyLineChart
      days={days}
      series={metrics.map((metric) => ({
        key: metric,
        label: intl.formatMessage({ id: `${labelPrefix}.${metric}` }),
        color: colors[metric],
        curve: 'linear',
        area: metric === 'revenue',
      }))}
      formatValue={formatCents}
      caption={intl.formatMessage({ id: `${labelPrefix}.caption` })}
      dayLabel={intl.formatMessage({ id: 'finance.chart.day' })}
      height={height}
      {...moneyChartFrame(intl)}
    />
  );
}
