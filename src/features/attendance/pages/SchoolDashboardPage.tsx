import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SchoolDashboard } from '@/api/contract/attendance';
import { useGetSchoolDashboardQuery } from '@/api/endpoints/attendance';
import ErrorState from '@/components/states/ErrorState';
import LoadGuard from '@/components/states/LoadGuard';
import PageHeader from '@/components/states/PageHeader';
import AttendanceStyles from '../components/AttendanceStyles';
import { AtRiskList, NothingToList, TodayList, UpcomingList } from '../components/DashboardLists';
import { DashboardSkeleton, Kpi, Section } from '../components/DashboardParts';
import SyncIndicator, { SyncAlerts } from '../components/SyncIndicator';
import { useCheckinSync, useSyncSnapshot } from '../hooks/useCheckinSync';
import { parseLocalDate } from '@/utils/localDate';

/*
 * The chart library (about 100 KB gzip) is not part of the page: its load starts with the page's and runs
 * beside the dashboard's call, and the day's figures and lists paint without waiting for it.
 */
const loadWeeklyRateChart = () => import('../components/WeeklyRateChart');
const WeeklyRateChart = lazy(loadWeeklyRateChart);

function DashboardBody({ data }: { data: SchoolDashboard }) {
  const intl = useIntl();
  const done = data.today.filter((s) => s.state === 'done').length;
  const thisWeek = data.weeks.at(-1);
  const lastWeek = data.weeks.at(-2);
  const pct = (rate: number | null | undefined) =>
    rate == null ? '—' : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, lg: 3 }}>
        <Kpi
          icon={FactCheckOutlined}
          labelId="attendance.dashboard.kpi.classes"
          value={data.today.length}
          hint={
            <FormattedMessage
              id="attendance.dashboard.kpi.classesDone"
              values={{ done, total: data.today.length }}
            />
          }
          to="/empresa/check-in-aulas"
        />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <Kpi
          icon={InsightsOutlined}
          labelId="attendance.dashboard.kpi.rate"
          value={pct(thisWeek?.rate ?? lastWeek?.rate)}
          hint={
            lastWeek && thisWeek ? (
              <FormattedMessage
                id="attendance.dashboard.kpi.rateLast"
                values={{ rate: pct(lastWeek.rate) }}
              />
            ) : undefined
          }
        />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <Kpi
          icon={ReportProblemOutlined}
          labelId="attendance.dashboard.kpi.atRisk"
          value={data.atRisk.length}
          hint={
            <FormattedMessage
              id="attendance.dashboard.kpi.students"
              values={{ count: data.activeStudents }}
            />
          }
        />
      </Grid>
      <Grid size={{ xs: 6, lg: 3 }}>
        <Kpi
          icon={ChatOutlined}
          labelId="attendance.dashboard.kpi.unread"
          value={data.unreadMessages}
          hint={<FormattedMessage id="attendance.dashboard.kpi.openChat" />}
          to="/empresa/chat"
        />
      </Grid>

      <Grid size={{ xs: 12, md: 7 }}>
        <Section
          titleId="attendance.dashboard.today"
          action={
            <Button component={RouterLink} to="/empresa/check-in-aulas" size="small">
              <FormattedMessage id="attendance.dashboard.openCheckin" />
            </Button>
          }
        >
          <TodayList today={data.today} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section titleId="attendance.dashboard.weekly">
          {data.weeks.every((w) => w.total === 0) ? (
            <NothingToList id="attendance.dashboard.noWeekly" />
          ) : (
            <LoadGuard fallback={<NothingToList id="errors.kind.network" />}>
              <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                <WeeklyRateChart weeks={data.weeks} />
              </Suspense>
            </LoadGuard>
          )}
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 7 }}>
        <Section titleId="attendance.dashboard.atRisk">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="attendance.dashboard.atRiskHint" />
          </Typography>
          <AtRiskList students={data.atRisk} />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section
          titleId="attendance.dashboard.upcoming"
          action={
            <Button component={RouterLink} to="/empresa/calendario" size="small">
              <FormattedMessage id="attendance.dashboard.openCalendar" />
            </Button>
          }
        >
          <UpcomingList items={data.upcoming} />
        </Section>
      </Grid>
    </Grid>
  );
}

/** Pending roll-call marks of this device, still being sent from here. */
function PendingMarks() {
  const engine = useCheckinSync();
  const { pending, queue } = useSyncSnapshot(engine);
  if (pending === 0 && queue.refused.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ mb: 1 }}>
        <SyncIndicator engine={engine} />
      </Stack>
      <SyncAlerts engine={engine} />
    </Box>
  );
}

/** /empresa/dashboard-escola: the school's day at a glance, in one call for a slow phone. */
export default function SchoolDashboardPage() {
  const intl = useIntl();
  const { data, isLoading, isError, error, refetch } = useGetSchoolDashboardQuery(undefined);
  // The chart's code is asked for now, beside the call; a failure shows where the chart goes.
  useEffect(() => {
    loadWeeklyRateChart().catch(() => undefined);
  }, []);
  const today = data
    ? intl.formatDate(parseLocalDate(data.date), { weekday: 'long', day: 'numeric', month: 'long' })
    : '';

  let body;
  if (isLoading) body = <DashboardSkeleton />;
  else if (isError || !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else body = <DashboardBody data={data} />;

  return (
    <>
      <AttendanceStyles />
      <PageHeader
        titleId="attendance.dashboard.title"
        subtitleId={data ? 'attendance.dashboard.subtitle' : undefined}
        values={{ date: today }}
        actions={
          <Button
            variant="contained"
            component={RouterLink}
            to="/empresa/check-in-aulas"
            startIcon={<FactCheckOutlined />}
          >
            <FormattedMessage id="attendance.dashboard.openCheckin" />
          </Button>
        }
      />
      <PendingMarks />
      {body}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        <Link component={RouterLink} to="/empresa/gestao-alunos">
          <FormattedMessage id="attendance.dashboard.allStudents" />
        </Link>
      </Typography>
    </>
  );
}
