import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useIntl } from 'react-intl';
import type { WidgetStat } from '@/api/contract/widget';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';
import { addDays, parseLocalDate } from '@/utils/localDate';
import { STAT_LOOKS } from '../components/statLooks';

/** A stat's last 14 days as a sparkline under its figure, the days as a table for screen readers. */
export default function StatSparkline({ stat, asOf }: { stat: WidgetStat; asOf: string }) {
  const intl = useIntl();
  const theme = useTheme();
  const tone = STAT_LOOKS[stat.key].tone;
  const days = stat.daily.map((value, i) => ({
    day: addDays(asOf, i + 1 - stat.daily.length),
    value,
  }));
  return (
    <Box sx={{ mt: 1.5 }}>
      <ChartWithTable
        height={48}
        chart={
          <SparkLineChart
            {...CHART_PROPS}
            height={48}
            data={[...stat.daily]}
            area
            curve="linear"
            color={theme.palette[tone].main}
          />
        }
      >
        <caption>
          {intl.formatMessage(
            { id: 'widget.spark.caption' },
            { label: intl.formatMessage({ id: `widget.stat.${stat.key}` }) },
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'widget.spark.day' })}</th>
            <th scope="col">{intl.formatMessage({ id: `widget.stat.${stat.key}` })}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">
                {intl.formatDate(parseLocalDate(d.day), { weekday: 'short', day: 'numeric', month: 'short' })}
              </th>
              <td>{intl.formatNumber(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </ChartWithTable>
    </Box>
  );
}
