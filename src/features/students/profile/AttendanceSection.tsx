import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentProfile } from '@/api/contract/students';
import { CHART_PROPS } from '@/components/charts/chartProps';
import { STATUS_COLORS, STATUS_IDS } from '../labels';
import { parseLocalDate } from '@/utils/localDate';
import ProfileSection from './ProfileSection';

type Attendance = StudentProfile['attendance'];
const STATUSES = ['present', 'late', 'absent', 'excused'] as const;
const STRIP_LENGTH = 30;

function rateColor(rate: number | null): 'success.main' | 'warning.main' | 'error.main' | 'text.secondary' {
  if (rate == null) return 'text.secondary';
  if (rate >= 0.9) return 'success.main';
  if (rate >= 0.75) return 'warning.main';
  return 'error.main';
}

function Figure({
  labelId,
  value,
  icon: Icon,
  color,
  helpId,
}: {
  labelId: string;
  value: string;
  icon: ComponentType<{ fontSize?: 'small' }>;
  color: string;
  helpId?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color }}>
        <Icon fontSize="small" />
        <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem', color }}>
          {value}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
        <FormattedMessage id={labelId} />
      </Typography>
      {helpId && (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id={helpId} />
        </Typography>
      )}
    </Paper>
  );
}

/** Attendance: rate, streaks, counts, a per-week chart and a strip of the latest classes. */
export default function AttendanceSection({ attendance }: { attendance: Attendance }) {
  const intl = useIntl();
  const theme = useTheme();
  const total = attendance.present + attendance.late + attendance.absent + attendance.excused;
  const rateText =
    attendance.rate == null
      ? '—'
      : intl.formatNumber(attendance.rate, { style: 'percent', maximumFractionDigits: 0 });
  const weekLabel = (iso: string) =>
    intl.formatDate(parseLocalDate(iso), { day: '2-digit', month: '2-digit' });
  const statusText = (status: (typeof STATUSES)[number]) => intl.formatMessage({ id: STATUS_IDS[status] });
  const strip = attendance.recent.slice(0, STRIP_LENGTH).reverse();
  const chartSummary = attendance.weeks
    .map((w) =>
      intl.formatMessage(
        { id: 'students.profile.attendance.weekSummary' },
        { week: weekLabel(w.weekStart), present: w.present + w.late, absent: w.absent, excused: w.excused },
      ),
    )
    .join('; ');

  if (total === 0) {
    return (
      <ProfileSection titleId="students.profile.attendance" icon={HowToRegOutlined}>
        <Typography color="text.secondary">
          <FormattedMessage id="students.profile.attendance.none" />
        </Typography>
      </ProfileSection>
    );
  }

  return (
    <ProfileSection titleId="students.profile.attendance" icon={HowToRegOutlined}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure
            labelId="students.profile.attendance.rate"
            helpId="students.profile.attendance.rateHelp"
            value={rateText}
            icon={HowToRegOutlined}
            color={rateColor(attendance.rate)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure
            labelId="students.profile.attendance.presentStreak"
            helpId="students.profile.attendance.classesUnit"
            value={String(attendance.currentPresentStreak)}
            icon={LocalFireDepartmentOutlined}
            color="success.main"
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure
            labelId="students.profile.attendance.absenceStreak"
            helpId="students.profile.attendance.classesUnit"
            value={String(attendance.longestAbsenceStreak)}
            icon={EventBusyOutlined}
            color={attendance.longestAbsenceStreak >= 3 ? 'error.main' : 'text.primary'}
          />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 2 }} component="dl">
        {STATUSES.map((status) => (
          <Stack key={status} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${STATUS_COLORS[status]}.main` }}
            />
            <Typography component="dt" variant="body2" color="text.secondary">
              {statusText(status)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 700, m: 0 }}>
              {attendance[status]}
            </Typography>
          </Stack>
        ))}
      </Stack>

      {attendance.weeks.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage id="students.profile.attendance.byWeek" />
          </Typography>
          <Box role="img" aria-label={chartSummary} sx={{ mx: -1, mb: 1 }}>
            <BarChart
              {...CHART_PROPS}
              height={240}
              xAxis={[{ scaleType: 'band', data: attendance.weeks.map((w) => weekLabel(w.weekStart)) }]}
              yAxis={[{ tickMinStep: 1, width: 28 }]}
              series={STATUSES.map((status) => ({
                data: attendance.weeks.map((w) => w[status]),
                label: statusText(status),
                stack: 'week',
                color: theme.palette[STATUS_COLORS[status]].main,
              }))}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
            />
          </Box>
        </Box>
      )}

      <Box sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          <FormattedMessage id="students.profile.attendance.latest" values={{ count: strip.length }} />
        </Typography>
        <Box
          component="ol"
          aria-label={intl.formatMessage({ id: 'students.profile.attendance.latestLabel' })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
        >
          {strip.map((entry) => {
            const label = `${intl.formatDate(parseLocalDate(entry.date), { day: '2-digit', month: '2-digit' })} · ${entry.classTitle} · ${statusText(entry.status)}`;
            return (
              <Tooltip key={`${entry.date}-${entry.courseClassId}`} title={label}>
                <Box
                  component="li"
                  tabIndex={0}
                  aria-label={label}
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: 0.75,
                    bgcolor: `${STATUS_COLORS[entry.status]}.main`,
                    '&:focus-visible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 1 },
                  }}
                />
              </Tooltip>
            );
          })}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          <FormattedMessage id="students.profile.attendance.streakHelp" />
        </Typography>
      </Box>
    </ProfileSection>
  );
}
