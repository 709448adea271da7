import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { SessionSummary } from '@/api/contract/attendance';
import { useGetSessionQuery, useGetSessionsQuery } from '@/api/endpoints/attendance';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import type { CheckinSync } from '../checkinSync';
import AttendanceStyles from '../components/AttendanceStyles';
import CheckinRoster from '../components/CheckinRoster';
import ClassMeta from '../components/ClassMeta';
import SessionList, { SessionListSkeleton } from '../components/SessionList';
import SyncIndicator, { SyncAlerts } from '../components/SyncIndicator';
import { useCheckinSync } from '../hooks/useCheckinSync';
import { parseDateParam } from '../links';
import { parseLocalDate, todayIso } from '@/utils/localDate';

function RosterSkeleton() {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'attendance.roster.loading' })}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Stack key={i} direction="row" spacing={1.5} sx={{ p: 1.5, alignItems: 'center' }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton sx={{ flex: 1 }} />
          <Skeleton variant="rounded" width={96} height={30} />
        </Stack>
      ))}
    </Paper>
  );
}

/** The chosen session: what class, when and where, then its roll call. */
function SessionView({
  classId,
  date,
  summary,
  engine,
  onBack,
}: {
  classId: string;
  date: string;
  summary: SessionSummary | undefined;
  engine: CheckinSync;
  onBack: () => void;
}) {
  const { data, isLoading, isError, error, refetch } = useGetSessionQuery({ courseClassId: classId, date });
  const notFound = isError && typeof error === 'object' && 'kind' in error && error.kind === 'notFound';

  if (isLoading) return <RosterSkeleton />;
  if (notFound)
    return (
      <EmptyState
        icon={EventBusyOutlined}
        titleId="attendance.session.notFound"
        action={
          <Button onClick={onBack} startIcon={<ArrowBackOutlined />}>
            <FormattedMessage id="attendance.session.back" />
          </Button>
        }
      />
    );
  if (isError || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const cls = data.courseClass;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' } }}>
            {cls.title}
          </Typography>
          <ClassMeta courseClass={cls} teacherName={data.teacherName ?? summary?.teacherName} spaced />
        </Box>
        <Button
          onClick={onBack}
          startIcon={<ArrowBackOutlined />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}
        >
          <FormattedMessage id="attendance.session.change" />
        </Button>
      </Stack>
      {!data.scheduled && (
        <Alert severity="info" variant="outlined">
          <FormattedMessage id="attendance.session.unscheduled" />
        </Alert>
      )}
      <CheckinRoster key={`${classId}|${date}`} session={data} date={date} engine={engine} />
    </Stack>
  );
}

/**
 * /empresa/check-in-aulas: the teacher picks today's class (or any date) and takes the roll call on
 * the phone. The class and date live in the address (?turma=&data=), so a reload comes back here.
 */
export default function ClassCheckinPage() {
  const intl = useIntl();
  const engine = useCheckinSync();
  const [params, setParams] = useSearchParams();
  const today = todayIso();
  const date = parseDateParam(params.get('data')) ?? today;
  const classId = params.get('turma');
  const sessions = useGetSessionsQuery(date);
  const summary = useMemo(
    () => sessions.data?.find((s) => s.courseClass.id === classId),
    [sessions.data, classId],
  );
  const dateLabel = intl.formatDate(parseLocalDate(date), { weekday: 'long', day: 'numeric', month: 'long' });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: false },
    );

  const scheduled = sessions.data?.filter((s) => s.scheduled) ?? [];
  const others = sessions.data?.filter((s) => !s.scheduled) ?? [];
  const optionLabel = (s: SessionSummary) => `${s.courseClass.startTime} · ${s.courseClass.title}`;

  let body;
  if (classId) {
    body = (
      <SessionView
        classId={classId}
        date={date}
        summary={summary}
        engine={engine}
        onBack={() => update({ turma: null })}
      />
    );
  } else if (sessions.isLoading) body = <SessionListSkeleton />;
  else if (sessions.isError || !sessions.data)
    body = <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0)
    body = (
      <EmptyState
        titleId="attendance.sessions.empty.title"
        bodyId="attendance.sessions.empty.body"
        action={
          <Button component={RouterLink} to="/empresa/gestao-cursos" variant="outlined">
            <FormattedMessage id="attendance.sessions.empty.cta" />
          </Button>
        }
      />
    );
  else body = <SessionList sessions={sessions.data} dateLabel={dateLabel} />;

  return (
    <DateProvider>
      <AttendanceStyles />
      <PageHeader
        titleId="attendance.checkin.title"
        subtitleId="attendance.checkin.subtitle"
        actions={classId ? undefined : <SyncIndicator engine={engine} />}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 3, alignItems: { sm: 'center' } }}
      >
        <DatePicker
          label={intl.formatMessage({ id: 'attendance.picker.date' })}
          value={dayjs(date)}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          onChange={(value) => {
            if (value?.isValid() && !value.isBefore(MIN_DATE, 'day') && !value.isAfter(MAX_DATE, 'day'))
              update({ data: value.format('YYYY-MM-DD') });
          }}
          slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
        />
        {date !== today && (
          <Button
            onClick={() => update({ data: today })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            <FormattedMessage id="attendance.picker.today" />
          </Button>
        )}
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'attendance.picker.class' })}
          value={sessions.data && classId && summary ? classId : ''}
          onChange={(e) => update({ turma: e.target.value || null })}
          disabled={!sessions.data || sessions.data.length === 0}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        >
          {scheduled.length > 0 && (
            <ListSubheader>
              {intl.formatMessage({ id: 'attendance.sessions.scheduled' }, { date: dateLabel })}
            </ListSubheader>
          )}
          {scheduled.map((s) => (
            <MenuItem key={s.courseClass.id} value={s.courseClass.id}>
              {optionLabel(s)}
            </MenuItem>
          ))}
          {others.length > 0 && (
            <ListSubheader>{intl.formatMessage({ id: 'attendance.sessions.others' })}</ListSubheader>
          )}
          {others.map((s) => (
            <MenuItem key={s.courseClass.id} value={s.courseClass.id}>
              {optionLabel(s)}
            </MenuItem>
          ))}
        </SelectField>
      </Stack>
      <SyncAlerts engine={engine} />
      {body}
    </DateProvider>
  );
}
