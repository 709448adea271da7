import DonutLargeOutlined from '@mui/icons-material/DonutLargeOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { FormattedMessage, useIntl } from 'react-intl';
import { WIDGET_ATTENDANCE, type WidgetAttendance } from '@/api/contract/widget';
import ChartWithTable from '@/components/charts/ChartWithTable';
import { CHART_PROPS } from '@/components/charts/chartProps';
import EmptyState from '@/components/states/EmptyState';
import WidgetCard from '../components/WidgetCard';

const SIZE = 200;

/**
 * Class marks of the last 30 days by status as a donut, the attendance rate in words beside it, and a
 * legend of its own (the chart's is hidden with the picture, so the legend is the words people read).
 */
export default function AttendanceDonut({ attendance }: { attendance: WidgetAttendance }) {
  const intl = useIntl();
  const theme = useTheme();
  const colors = {
    present: theme.palette.success.main,
    late: theme.palette.warning.main,
    absent: theme.palette.error.main,
    excused: theme.palette.info.main,
  };
  const total = WIDGET_ATTENDANCE.reduce((sum, s) => sum + attendance[s], 0);
  const percent = (value: number) =>
    intl.formatNumber(total > 0 ? value / total : 0, { style: 'percent', maximumFractionDigits: 1 });
  const label = (status: (typeof WIDGET_ATTENDANCE)[number]) =>
    intl.formatMessage({ id: `widget.attendance.${status}` });

  return (
    <WidgetCard titleId="widget.attendance.title" subtitleId="widget.period">
      {total === 0 ? (
        <EmptyState icon={DonutLargeOutlined} titleId="widget.attendance.empty" />
      ) : (
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 2 }}
        >
          <Box sx={{ width: SIZE, maxWidth: '100%', flexShrink: 0 }}>
            <ChartWithTable
              height={SIZE}
              chart={
                <PieChart
                  {...CHART_PROPS}
                  height={SIZE}
                  width={SIZE}
                  hideLegend
                  margin={{ left: 0, right: 0, top: 0, bottom: 0 }}
                  series={[
                    {
                      innerRadius: '60%',
                      paddingAngle: 1,
                      cornerRadius: 3,
                      data: WIDGET_ATTENDANCE.map((status) => ({
                        id: status,
                        value: attendance[status],
                        label: label(status),
                        color: colors[status],
                      })),
                      valueFormatter: (item) => percent(item.value),
                    },
                  ]}
                />
              }
            >
              <caption>{intl.formatMessage({ id: 'widget.attendance.title' })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage({ id: 'widget.attendance.status' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'widget.attendance.marks' })}</th>
                  <th scope="col">{intl.formatMessage({ id: 'widget.table.share' })}</th>
                </tr>
              </thead>
              <tbody>
                {WIDGET_ATTENDANCE.map((status) => (
                  <tr key={status}>
                    <th scope="row">{label(status)}</th>
                    <td>{intl.formatNumber(attendance[status])}</td>
                    <td>{percent(attendance[status])}</td>
                  </tr>
                ))}
              </tbody>
            </ChartWithTable>
          </Box>
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <FormattedMessage
                id="widget.attendance.rate"
                values={{ rate: percent(attendance.present + attendance.late) }}
              />
            </Typography>
            <Box component="ul" aria-hidden sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {WIDGET_ATTENDANCE.map((status) => (
                <Stack component="li" key={status} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: colors[status],
                      flexShrink: 0,
                    }}
                  />
                  <Typography variant="body2">
                    <FormattedMessage
                      id="widget.attendance.legend"
                      values={{ status: label(status), percent: percent(attendance[status]) }}
                    />
                  </Typography>
                </Stack>
              ))}
            </Box>
          </Stack>
        </Stack>
      )}
    </WidgetCard>
  );
}
