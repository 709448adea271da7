import { useTheme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import type { MissionSummary } from '@/api/contract/admin';
import DailyLineChart from '@/components/charts/DailyLineChart';

/** Mission completions per day, with the same numbers as a table for screen readers. */
export default function CompletionChart({ timeline }: { timeline: MissionSummary['timeline'] }) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <DailyLineChart
      days={timeline}
      series={[
        {
          key: 'completed',
          label: intl.formatMessage({ id: 'admin.summary.chart.series' }),
          color: theme.palette.primary.main,
          area: true,
          showMark: timeline.length <= 31,
        },
      ]}
      formatValue={(value) => intl.formatNumber(value)}
      caption={intl.formatMessage({ id: 'admin.summary.chart.title' })}
      dayLabel={intl.formatMessage({ id: 'admin.summary.chart.day' })}
      yAxis={{ width: 40, tickMinStep: 1 }}
      hideLegend
      margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
      areaOpacity={0.15}
    />
  );
}
