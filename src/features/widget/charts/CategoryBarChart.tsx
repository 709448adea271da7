import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';
import type { WidgetOverview } from '@/api/contract/widget';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';
import { categoryLabel } from '@/components/events/categories';
import EmptyState from '@/components/states/EmptyState';
import WidgetCard from '../components/WidgetCard';

/** Upcoming events per category as horizontal bars (long names fit a phone), with their table. */
export default function CategoryBarChart({ categories }: { categories: WidgetOverview['categories'] }) {
  const intl = useIntl();
  const theme = useTheme();
  const labels = categories.map((c) => categoryLabel(intl, c.category));
  const height = Math.max(160, 44 * categories.length + 40);
  const eventsLabel = intl.formatMessage({ id: 'widget.categories.events' });
  return (
    <WidgetCard titleId="widget.categories.title" subtitleId="widget.categories.subtitle">
      {categories.length === 0 ? (
        <EmptyState icon={BarChartOutlined} titleId="widget.upcoming.empty" />
      ) : (
        <ChartWithTable
          height={height}
          chart={
            <BarChart
              {...CHART_PROPS}
              height={height}
              layout="horizontal"
              hideLegend
              yAxis={[{ scaleType: 'band', data: labels, width: 84 }]}
              xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => intl.formatNumber(v) }]}
              series={[
                {
                  data: categories.map((c) => c.events),
                  label: eventsLabel,
                  color: theme.palette.secondary.main,
                },
              ]}
              grid={{ vertical: true }}
              margin={{ left: 4, right: 16, top: 8, bottom: 8 }}
            />
          }
        >
          <caption>{intl.formatMessage({ id: 'widget.categories.title' })}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'widget.categories.category' })}</th>
              <th scope="col">{eventsLabel}</th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c, i) => (
              <tr key={c.category}>
                <th scope="row">{labels[i]}</th>
                <td>{intl.formatNumber(c.events)}</td>
              </tr>
            ))}
          </tbody>
        </ChartWithTable>
      )}
    </WidgetCard>
  );
}
