import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useIntl } from 'react-intl';
import type { MissionSummary } from '@/api/contract/admin';
import { srOnly } from '@/components/srOnly';

const dayOf = (date: string) => new Date(`${date}T12:00:00`);

/** Mission completions per day, with the same numbers as a table for screen readers. */
export default function CompletionChart({ timeline }: { timeline: MissionSummary['timeline'] }) {
  const intl = useIntl();
  const theme = useTheme();
  const short = (date: Date) => intl.formatDate(date, { day: '2-digit', month: '2-digit' });
  const long = (date: Date) => intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' });
  const dataset = timeline.map((d) => ({ day: dayOf(d.date), completed: d.completed }));
  const label = intl.formatMessage({ id: 'admin.summary.chart.series' });
  return (
    <>
      <Box aria-hidden sx={{ width: '100%', height: 280 }}>
        <LineChart
          height={280}
          dataset={dataset}
          skipAnimation
          xAxis={[
            {
              scaleType: 'time',
              dataKey: 'day',
              valueFormatter: (value: Date, context) =>
                context.location === 'tooltip' ? long(value) : short(value),
              tickNumber: 6,
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ width: 40, tickMinStep: 1 }]}
          series={[
            {
              dataKey: 'completed',
              label,
              color: theme.palette.primary.main,
              area: true,
              showMark: timeline.length <= 31,
              valueFormatter: (value: number | null) => (value == null ? '' : intl.formatNumber(value)),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
          margin={{ left: 4, right: 12, top: 12, bottom: 4 }}
          sx={{ '& .MuiLineChart-area': { fillOpacity: 0.15 } }}
        />
      </Box>
      <Box component="table" sx={srOnly}>
        <caption>{intl.formatMessage({ id: 'admin.summary.chart.title' })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'admin.summary.chart.day' })}</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {timeline
            .filter((d) => d.completed > 0)
            .map((d) => (
              <tr key={d.date}>
                <th scope="row">{long(dayOf(d.date))}</th>
                <td>{intl.formatNumber(d.completed)}</td>
              </tr>
            ))}
        </tbody>
      </Box>
    </>
  );
}
