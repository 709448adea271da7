import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';

import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import type { FinanceDay } from '@/api/contract/finance';
import { formatCents } from '@/utils/br';
import { srOnly } from '@/components/srOnly';

type Metric = 'revenue' | 'fees' | 'refunds' | 'payouts';

interface FinanceChartProps {
  days: FinanceDay[];
  /** What to draw; admins see fees as the platform's earnings. */
  metrics: readonly Metric[];
  labelPrefix: 'finance.chart' | 'finance.admin.chart';
  height?: number;
}

const dayOf = (date: string) => new Date(`${date}T12:00:00`);

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
  const label = (metric: Metric) => intl.formatMessage({ id: `${labelPrefix}.${metric}` });
  const short = (date: Date) => intl.formatDate(date, { day: '2-digit', month: '2-digit' });
  const long = (date: Date) => intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
  const dataset = days.map((d) => ({ ...d, day: dayOf(d.date) }));
  const caption = intl.formatMessage({ id: `${labelPrefix}.caption` });

  return (
    <>
      <Box aria-hidden sx={{ width: '100%', height }}>
        <LineChart
          height={height}
          dataset={dataset}
          skipAnimation
          xAxis={[
            {
              scaleType: 'time',
              dataKey: 'day',
              valueFormatter: (value: Date, context) =>
                context.location === 'tooltip' ? long(value) : short(value),
              tickNumber: 6,
              height: 28,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[
            {
              valueFormatter: (value: number) =>
                intl.formatNumber(value / 100, { notation: 'compact', style: 'currency', currency: 'BRL' }),
              width: 64,
            },
          ]}
          series={metrics.map((metric) => ({
            dataKey: metric,
            label: label(metric),
            color: colors[metric],
            showMark: false,
            curve: 'linear',
            area: metric === 'revenue',
            valueFormatter: (value: number | null) => (value == null ? '' : formatCents(value)),
          }))}
          grid={{ horizontal: true }}
          margin={{ left: 4, right: 16, top: 12, bottom: 8 }}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
        />
      </Box>
      <Box component="table" sx={srOnly}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'finance.chart.day' })}</th>
            {metrics.map((m) => (
              <th key={m} scope="col">
                {label(m)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days
            .filter((d) => metrics.some((m) => d[m] !== 0))
            .map((d) => (
              <tr key={d.date}>
                <th scope="row">{long(dayOf(d.date))}</th>
                {metrics.map((m) => (
                  <td key={m}>{formatCents(d[m])}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </Box>
    </>
  );
}
