import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import ChartWithTable from './ChartWithTable';
import { CHART_PROPS } from './chartProps';

export interface DailySeries<K extends string> {
  key: K;
  label: string;
  color: string;
  /** Fills the area under the line. */
  area?: boolean;
  showMark?: boolean;
  /** How points are joined; the chart's default (smooth) when left out. */
  curve?: 'linear' | 'monotoneX';
}

interface DailyLineChartProps<K extends string> {
  /** One row per day (`YYYY-MM-DD`), with a number for each series. */
  days: readonly ({ date: string } & Record<K, number>)[];
  series: readonly DailySeries<K>[];
  /** How a value reads in the tooltip and in the table. */
  formatValue: (value: number) => string;
  /** The table's caption, for screen readers. */
  caption: string;
  /** The table's first column heading. */
  dayLabel: string;
  height?: number;
  yAxis: { width: number; tickMinStep?: number; format?: (value: number) => string };
  /** Height of the day axis; the chart's default when left out. */
  xAxisHeight?: number;
  hideLegend?: boolean;
  margin: { left: number; right: number; top: number; bottom: number };
  areaOpacity: number;
}

const dayOf = (date: string) => new Date(`${date}T12:00:00`);

/**
 * Numbers day by day as lines. The picture is hidden from screen readers, which get the same numbers as
 * a table (only the days where something happened).
 */
export default function DailyLineChart<K extends string>({
  days,
  series,
  formatValue,
  caption,
  dayLabel,
  height = 280,
  yAxis,
  xAxisHeight,
  hideLegend,
  margin,
  areaOpacity,
}: DailyLineChartProps<K>) {
  const intl = useIntl();
  const short = (date: Date) => intl.formatDate(date, { day: '2-digit', month: '2-digit' });
  const long = (date: Date) => intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
  const dataset = days.map((d) => {
    const row: Record<string, number | Date> = { day: dayOf(d.date) };
    for (const s of series) row[s.key] = d[s.key];
    return row;
  });
  const format = yAxis.format;

  return (
    <ChartWithTable
      height={height}
      chart={
        <LineChart
          {...CHART_PROPS}
          height={height}
          dataset={dataset}
          xAxis={[
            {
              scaleType: 'time',
              dataKey: 'day',
              valueFormatter: (value: Date, context) =>
                context.location === 'tooltip' ? long(value) : short(value),
              tickNumber: 6,
              height: xAxisHeight,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[
            {
              width: yAxis.width,
              tickMinStep: yAxis.tickMinStep,
              valueFormatter: format ? (value: number) => format(value) : undefined,
            },
          ]}
          series={series.map((s) => ({
            dataKey: s.key,
            label: s.label,
            color: s.color,
            showMark: s.showMark ?? false,
            curve: s.curve,
            area: s.area ?? false,
            valueFormatter: (value: number | null) => (value == null ? '' : formatValue(value)),
          }))}
          grid={{ horizontal: true }}
          hideLegend={hideLegend}
          margin={margin}
          sx={{ [`& .${lineClasses.area}`]: { fillOpacity: areaOpacity } }}
        />
      }
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{dayLabel}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days
          .filter((d) => series.some((s) => d[s.key] !== 0))
          .map((d) => (
            <tr key={d.date}>
              <th scope="row">{long(dayOf(d.date))}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(d[s.key])}</td>
              ))}
            </tr>
          ))}
      </tbody>
    </ChartWithTable>
  );
}
