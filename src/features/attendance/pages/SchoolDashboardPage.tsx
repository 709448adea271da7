import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SchoolDashboard } from '@/api/contract/attendance';
import { useGetSchoolDashboardQuery } from '@/api/endpoints/attendance';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import AttendanceStyles from '../components/AttendanceStyles';
import CheckinStateChip from '../components/CheckinStateChip';
import SyncIndicator, { SyncAlerts } from '../components/SyncIndicator';
import WeeklyRateChart from '../components/WeeklyRateChart';
import { useCheckinSync, useSyncSnapshot } from '../hooks/useCheckinSync';
import { checkinLink } from '../links';
import { initials } from '@/utils/initials';
import { storageUrl } from '@/api/storage';
import { parseLocalDate } from '@/utils/localDate';

/** List rows whose trailing chip drops under the text on phones instead of squeezing it. */
const ROW_SX = { px: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;
const TRAILING_SX = { flexShrink: 0, ml: { xs: 0, sm: 1 }, mb: { xs: 1, sm: 0 } } as const;

function Kpi({
  icon: Icon,
  labelId,
  value,
  hint,
  to,
}: {
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  labelId: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
}) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'block' },
          fontSize: 28,
          lineHeight: 0,
          p: 1.25,
          borderRadius: 2,
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'block',
            height: '100%',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </Card>
  );
}

function Section({
  titleId,
  action,
  children,
}: {
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}
        >
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
            <FormattedMessage id={titleId} />
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'attendance.dashboard.loading' })}
    >
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 6, md: 3 }}>
          <Skeleton variant="rounded" height={92} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
    </Grid>
  );
}

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
          {data.today.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="attendance.dashboard.noClassesToday" />
            </Typography>
          ) : (
            <List disablePadding>
              {data.today.map((s) => (
                <ListItem key={s.courseClass.id} disablePadding divider>
                  <ListItemButton
                    component={RouterLink}
                    to={checkinLink(s.courseClass.id, s.date)}
                    sx={ROW_SX}
                  >
                    <ListItemText
                      primary={s.courseClass.title}
                      secondary={`${s.courseClass.startTime}–${s.courseClass.endTime} · ${s.courseClass.room}${s.teacherName ? ` · ${s.teacherName}` : ''}`}
                      slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                    />
                    <Box sx={TRAILING_SX}>
                      <CheckinStateChip summary={s} />
                    </Box>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Section titleId="attendance.dashboard.weekly">
          {data.weeks.every((w) => w.total === 0) ? (
            <Typography color="text.secondary">
              <FormattedMessage id="attendance.dashboard.noWeekly" />
            </Typography>
          ) : (
            <WeeklyRateChart weeks={data.weeks} />
          )}
        </Section>
      </Grid>

      <Grid size={{ xs: 12, md: 7 }}>
        <Section titleId="attendance.dashboard.atRisk">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            <FormattedMessage id="attendance.dashboard.atRiskHint" />
          </Typography>
          {data.atRisk.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="attendance.dashboard.noneAtRisk" />
            </Typography>
          ) : (
            <List disablePadding>
              {data.atRisk.map((s) => (
                <ListItem key={s.studentId} disablePadding divider>
                  <ListItemButton
                    component={RouterLink}
                    to={`/empresa/perfil-aluno/${encodeURIComponent(s.studentId)}`}
                    sx={ROW_SX}
                  >
                    <ListItemAvatar>
                      <Avatar
                        src={storageUrl(s.avatarUrl) ?? undefined}
                        alt=""
                        sx={{ bgcolor: 'action.selected', color: 'text.primary' }}
                      >
                        {initials(s.name)}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText
                      primary={s.name}
                      secondary={`${s.grade}${s.classTitles.length ? ` · ${s.classTitles.join(', ')}` : ''}`}
                      slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                      sx={{ flexBasis: { xs: 'calc(100% - 56px)', sm: 'auto' } }}
                    />
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      sx={{ ...TRAILING_SX, ml: { xs: 7, sm: 1 } }}
                      label={intl.formatMessage({ id: 'attendance.dashboard.streak' }, { count: s.streak })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
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
          {data.upcoming.length === 0 ? (
            <Typography color="text.secondary">
              <FormattedMessage id="attendance.dashboard.noUpcoming" />
            </Typography>
          ) : (
            <List disablePadding>
              {data.upcoming.map((item) => {
                const when = item.allDay
                  ? intl.formatDate(parseLocalDate(item.startsAt.slice(0, 10)), {
                      weekday: 'short',
                      day: 'numeric',
                      month: 'short',
                    })
                  : intl.formatDate(item.startsAt, {
                      weekday: 'short',
                      day: 'numeric',
                      month: 'short',
                      hour: '2-digit',
                      minute: '2-digit',
                    });
                const to =
                  item.kind === 'event'
                    ? `/produtor/eventos/${encodeURIComponent(item.id)}/resumo`
                    : '/empresa/calendario';
                return (
                  <ListItem key={`${item.kind}-${item.id}`} disablePadding divider>
                    <ListItemButton component={RouterLink} to={to} sx={{ px: 1 }}>
                      <ListItemAvatar>
                        <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
                          {item.kind === 'event' ? <SchoolOutlined /> : <EventOutlined />}
                        </Avatar>
                      </ListItemAvatar>
                      <ListItemText
                        primary={item.title}
                        secondary={
                          <>
                            {when}
                            {item.place ? ` · ${item.place}` : ''}
                            {' · '}
                            <FormattedMessage id={`attendance.dashboard.kind.${item.kind}`} />
                          </>
                        }
                        slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
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
