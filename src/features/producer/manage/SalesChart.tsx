import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { SalesDay } from '@/api/contract/producer';
import { formatCents } from '@/utils/br';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';

const dayOf = (date: string) => new Date(`${date}T12:00:00`);

/** Daily sales as bars: tickets or revenue; the same numbers as a table for screen readers. */
export default function SalesChart({ daily, metric }: { daily: SalesDay[]; metric: 'tickets' | 'revenue' }) {
  const intl = useIntl();
  const theme = useTheme();
  const label = intl.formatMessage({ id: `producer.summary.chart.${metric}` });
  const short = (date: string) => intl.formatDate(dayOf(date), { day: '2-digit', month: '2-digit' });
  const long = (date: string) =>
    intl.formatDate(dayOf(date), { weekday: 'short', day: 'numeric', month: 'short' });
  const format = (value: number | null) =>
    value == null ? '' : metric === 'revenue' ? formatCents(value) : intl.formatNumber(value);

  return (
    <ChartWithTable
      height={280}
      chart={
        <BarChart
          {...CHART_PROPS}
          height={280}
          hideLegend
          dataset={daily}
          xAxis={[
            {
              scaleType: 'band',
              dataKey: 'date',
              valueFormatter: (value: string, context) =>
                context.location === 'tooltip' ? long(value) : short(value),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[
            {
              valueFormatter: (value: number) =>
                metric === 'revenue'
                  ? intl.formatNumber(value / 100, {
                      notation: 'compact',
                      style: 'currency',
                      currency: 'BRL',
                    })
                  : intl.formatNumber(value),
              width: metric === 'revenue' ? 64 : 40,
            },
          ]}
          series={[
            {
              dataKey: metric,
              label,
              color: theme.palette.primary.main,
              valueFormatter: format,
            },
          ]}
          grid={{ horizontal: true }}
          margin={{ left: 4, right: 8, top: 12, bottom: 4 }}
        />
      }
    >
      <caption>{label}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'producer.summary.chart.day' })}</th>
          <th scope="col">{label}</th>
        </tr>
      </thead>
      <tbody>
        {daily
          .filter((d) => d[metric] > 0)
          .map((d) => (
            <tr key={d.date}>
              <th scope="row">{long(d.date)}</th>
              <td>{format(d[metric])}</td>
            </tr>
          ))}
      </tbody>
    </ChartWithTable>
  );
}
