import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import type { WidgetMonth } from '@/api/contract/widget';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';
import EmptyState from '@/components/states/EmptyState';
import { parseLocalDate } from '@/utils/localDate';
import WidgetCard from '../components/WidgetCard';

const SERIES = ['tickets', 'checkins'] as const;

/** Tickets sold and class check-ins month by month (6 months), as lines with their table. */
export default function MonthlyChart({ months }: { months: readonly WidgetMonth[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const colors = { tickets: theme.palette.primary.main, checkins: theme.palette.success.main };
  const label = (month: string, long = false) =>
    intl.formatDate(
      parseLocalDate(`${month}-01`),
      long ? { month: 'long', year: 'numeric' } : { month: 'short' },
    );
  const empty = months.every((m) => SERIES.every((s) => m[s] === 0));
  return (
    <WidgetCard titleId="widget.months.title" subtitleId="widget.months.subtitle">
      {empty ? (
        <EmptyState icon={ShowChartOutlined} titleId="widget.chart.empty" />
      ) : (
        <ChartWithTable
          height={280}
          chart={
            <LineChart
              {...CHART_PROPS}
              height={280}
              xAxis={[{ scaleType: 'point', data: months.map((m) => label(m.month)) }]}
              yAxis={[{ width: 48, tickMinStep: 1, valueFormatter: (v: number) => intl.formatNumber(v) }]}
              series={SERIES.map((key) => ({
                data: months.map((m) => m[key]),
                label: intl.formatMessage({ id: `widget.months.${key}` }),
                color: colors[key],
                curve: 'linear',
                showMark: true,
              }))}
              grid={{ horizontal: true }}
              margin={{ left: 4, right: 16, top: 12, bottom: 8 }}
            />
          }
        >
          <caption>{intl.formatMessage({ id: 'widget.months.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'widget.months.month' })}</th>
              {SERIES.map((key) => (
                <th key={key} scope="col">
                  {intl.formatMessage({ id: `widget.months.${key}` })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{label(m.month, true)}</th>
                {SERIES.map((key) => (
                  <td key={key}>{intl.formatNumber(m[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </ChartWithTable>
      )}
    </WidgetCard>
  );
}
