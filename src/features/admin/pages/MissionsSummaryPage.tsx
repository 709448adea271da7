import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import ScrollableTable from '@/components/table/ScrollableTable';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MissionSummary } from '@/api/contract/admin';
import { useGetMissionSummaryQuery } from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import CompletionChart from '../components/CompletionChart';
import DateRangeFields from '../components/DateRangeFields';
import RateCell from '../components/RateCell';
import Section from '../components/Section';
import { MISSION_STATUS_COLOR } from '../missionStatus';
import StatCard from '../components/StatCard';
import { useUrlParams } from '@/components/list/useUrlParams';

function Figures({ summary }: { summary: MissionSummary }) {
  const intl = useIntl();
  const pct = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });
  const n = (value: number) => intl.formatNumber(value);
  const { totals } = summary;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          icon={FlagOutlined}
          labelId="admin.summary.active"
          value={n(totals.active)}
          hint={intl.formatMessage(
            { id: 'admin.summary.activeHint' },
            { draft: totals.draft, archived: totals.archived },
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          icon={GroupsOutlined}
          labelId="admin.summary.participation"
          value={pct(totals.participationRate)}
          hint={intl.formatMessage(
            { id: 'admin.summary.participationHint' },
            { participants: totals.participants, eligible: totals.eligible },
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          icon={EmojiEventsOutlined}
          labelId="admin.summary.completion"
          value={pct(totals.completionRate)}
          hint={intl.formatMessage({ id: 'admin.summary.completionHint' }, { completed: totals.completed })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          icon={StyleOutlined}
          labelId="admin.summary.cards"
          value={n(totals.cardsAwarded)}
          hint={intl.formatMessage({ id: 'admin.summary.cardsHint' }, { points: totals.pointsAwarded })}
        />
      </Grid>
    </Grid>
  );
}

function SummaryTable({
  labelId,
  heads,
  children,
}: {
  labelId: string;
  /** Column heading ids; numeric columns align right. */
  heads: readonly { id: string; numeric?: boolean }[];
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ScrollableTable label={intl.formatMessage({ id: labelId })}>
      <TableHead>
        <TableRow>
          {heads.map((head) => (
            <TableCell key={head.id} align={head.numeric ? 'right' : undefined}>
              <FormattedMessage id={head.id} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </ScrollableTable>
  );
}

const MISSION_HEADS = [
  { id: 'admin.summary.col.mission' },
  { id: 'admin.summary.col.eligible', numeric: true },
  { id: 'admin.summary.col.participation' },
  { id: 'admin.summary.col.completion' },
  { id: 'admin.summary.col.cards', numeric: true },
] as const;
const SCHOOL_HEADS = [
  { id: 'admin.summary.col.school' },
  { id: 'admin.summary.col.reach', numeric: true },
  { id: 'admin.summary.col.participation' },
  { id: 'admin.summary.col.completion' },
] as const;

function ByMission({ summary }: { summary: MissionSummary }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  return (
    <SummaryTable labelId="admin.summary.byMission" heads={MISSION_HEADS}>
      {summary.missions.map((m) => (
        <TableRow key={m.id}>
          <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {m.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={MISSION_STATUS_COLOR[m.status]}
                label={intl.formatMessage({ id: `admin.mission.status.${m.status}` })}
              />
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage
                  id="admin.summary.endsAt"
                  values={{ date: intl.formatDate(m.endsAt, { dateStyle: 'short' }) }}
                />
              </Typography>
            </Stack>
          </TableCell>
          <TableCell align="right">{n(m.eligible)}</TableCell>
          <TableCell>
            <RateCell rate={m.participationRate} detail={n(m.participants)} />
          </TableCell>
          <TableCell>
            <RateCell rate={m.completionRate} detail={n(m.completed)} />
          </TableCell>
          <TableCell align="right">{n(m.cardsAwarded)}</TableCell>
        </TableRow>
      ))}
    </SummaryTable>
  );
}

function BySchool({ summary }: { summary: MissionSummary }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  return (
    <SummaryTable labelId="admin.summary.bySchool" heads={SCHOOL_HEADS}>
      {summary.schools.map((s) => (
        <TableRow key={s.schoolId}>
          <TableCell component="th" scope="row" sx={{ minWidth: 150, fontWeight: 600 }}>
            {s.name}
          </TableCell>
          <TableCell align="right">{n(s.eligible)}</TableCell>
          <TableCell>
            <RateCell rate={s.participationRate} detail={n(s.participants)} />
          </TableCell>
          <TableCell>
            <RateCell rate={s.completionRate} detail={n(s.completed)} />
          </TableCell>
        </TableRow>
      ))}
    </SummaryTable>
  );
}

function SummarySkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={112} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={260} />
    </Stack>
  );
}

function Summary() {
  const intl = useIntl();
  const [period, setPeriod] = useUrlParams(['from', 'to'] as const);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetMissionSummaryQuery({
    from: period.from || undefined,
    to: period.to || undefined,
  });
  const day = (date: string) => intl.formatDate(new Date(`${date}T12:00:00`), { dateStyle: 'medium' });
  const completions = data?.timeline.reduce((acc, d) => acc + d.completed, 0) ?? 0;

  return (
    <>
      <PageHeader
        titleId="route.admin.missionsSummary"
        subtitleId="admin.summary.subtitle"
        actions={
          <Button component={RouterLink} to="/admin/missoes" startIcon={<ListAltOutlined />}>
            <FormattedMessage id="admin.summary.toList" />
          </Button>
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2.5, alignItems: { md: 'center' } }}
        role="search"
        aria-label={intl.formatMessage({ id: 'admin.period' })}
      >
        <DateRangeFields
          from={period.from}
          to={period.to}
          fromLabelId="admin.period.from"
          toLabelId="admin.period.to"
          onChange={setPeriod}
        />
        {data && (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            <FormattedMessage id="admin.period.range" values={{ from: day(data.from), to: day(data.to) }} />
          </Typography>
        )}
      </Stack>
      {isLoading ? (
        <SummarySkeleton />
      ) : isError || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.missions.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={FlagOutlined}
            titleId="admin.summary.empty"
            bodyId="admin.summary.emptyBody"
            action={
              <Button component={RouterLink} to="/admin/missoes" variant="contained">
                <FormattedMessage id="admin.summary.toList" />
              </Button>
            }
          />
        </Paper>
      ) : (
        <Stack spacing={2.5} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Figures summary={data} />
          <Section padding={2.5} titleId="admin.summary.chart.title">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              <FormattedMessage id="admin.summary.chart.caption" values={{ count: completions }} />
            </Typography>
            <CompletionChart timeline={data.timeline} />
          </Section>
          <Section padding={2.5} titleId="admin.summary.byMission">
            <ByMission summary={data} />
          </Section>
          <Section padding={2.5} titleId="admin.summary.bySchool">
            <BySchool summary={data} />
          </Section>
        </Stack>
      )}
    </>
  );
}

/** /admin/missoes/resumo: participation and completion of the missions, by mission and school, over time. */
export default function MissionsSummaryPage() {
  return (
    <DateProvider>
      <Summary />
    </DateProvider>
  );
}
