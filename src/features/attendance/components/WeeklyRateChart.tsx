import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { WeeklyRate } from '@/api/contract/attendance';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';
import { srOnly } from '@/components/srOnly';
import { parseLocalDate } from '@/utils/localDate';

/** Attendance rate per week as bars, with the same figures as a table for screen readers. */
export default function WeeklyRateChart({ weeks }: { weeks: WeeklyRate[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const captionId = useId();
  const labels = weeks.map((w) =>
    intl.formatDate(parseLocalDate(w.weekStart), { day: '2-digit', month: '2-digit' }),
  );
  const percent = (rate: number | null) => (rate == null ? null : Math.round(rate * 1000) / 10);
  const format = (value: number | null) =>
    value == null
      ? intl.formatMessage({ id: 'attendance.dashboard.noClasses' })
      : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box component="figcaption" id={captionId} sx={srOnly}>
        {intl.formatMessage({ id: 'attendance.dashboard.chartCaption' })}
      </Box>
      <ChartWithTable
        chart={
          <BarChart
            {...CHART_PROPS}
            height={240}
            hideLegend
            margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
            grid={{ horizontal: true }}
            xAxis={[
              {
                scaleType: 'band',
                data: labels,
                label: intl.formatMessage({ id: 'attendance.dashboard.weekOf' }),
              },
            ]}
            yAxis={[{ min: 0, max: 100, width: 44, valueFormatter: (v: number) => `${v}%` }]}
            series={[
              {
                data: weeks.map((w) => percent(w.rate)),
                label: intl.formatMessage({ id: 'attendance.dashboard.rate' }),
                color: theme.palette.primary.main,
                valueFormatter: (v) => format(v),
              },
            ]}
          />
        }
      >
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'attendance.dashboard.weekOf' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'attendance.dashboard.rate' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'attendance.dashboard.marks' })}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w, i) => (
            <tr key={w.weekStart}>
              <th scope="row">{labels[i]}</th>
              <td>{format(percent(w.rate))}</td>
              <td>{w.total}</td>
            </tr>
          ))}
        </tbody>
      </ChartWithTable>
    </Box>
  );
}
