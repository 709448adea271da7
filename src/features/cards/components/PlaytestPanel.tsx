import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetArenaSummaryQuery } from '@/api/endpoints/arena';
import TitledSection from '@/components/sections/TitledSection';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import PlaytestComments from './PlaytestComments';
import PlaytestFigures from './PlaytestFigures';
import { PlaytestSkeleton } from './PlaytestSkeleton';
import {
  DEFAULT_PLAYTEST_PERIOD,
  isPlaytestPeriod,
  PLAYTEST_PERIODS,
  playtestRange,
  type PlaytestPeriod,
} from './playtestPeriod';
import RatingDistribution from './RatingDistribution';

/** The period kept in the address (`?periodo=7`); the default period is not written. */
function usePlaytestPeriod(): [PlaytestPeriod, (period: PlaytestPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('periodo');
  const period = isPlaytestPeriod(raw) ? raw : DEFAULT_PLAYTEST_PERIOD;
  const choose = (next: PlaytestPeriod) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === DEFAULT_PLAYTEST_PERIOD) changed.delete('periodo');
        else changed.set('periodo', next);
        return changed;
      },
      { replace: true },
    );
  return [period, choose];
}

/**
 * The admin's figures of the arena's playtest (DESIGN.md §9): matches and wins per bot level, rounds, the
 * survey's ratings and its latest comments, over a period.
 */
export default function PlaytestPanel() {
  const intl = useIntl();
  const [period, setPeriod] = usePlaytestPeriod();
  // Figures of a live playtest: opening the tab asks again rather than showing an earlier answer.
  const { data, isLoading, isFetching, isError, error, refetch } = useGetArenaSummaryQuery(
    playtestRange(period),
    { refetchOnMountOrArgChange: true },
  );

  let body;
  if (isLoading) body = <PlaytestSkeleton />;
  else if (isError || !data) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (data.matches === 0 && data.ratings.count === 0)
    body = (
      <Paper variant="outlined">
        <EmptyState
          icon={SportsEsportsOutlined}
          titleId="arena.summary.empty"
          bodyId="arena.summary.emptyBody"
        />
      </Paper>
    );
  else
    body = (
      <Stack spacing={3} sx={{ opacity: isFetching ? 0.7 : 1, transition: 'opacity 150ms' }}>
        <PlaytestFigures summary={data} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <TitledSection titleId="arena.summary.distribution">
                <RatingDistribution distribution={data.ratings.distribution} />
              </TitledSection>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <TitledSection titleId="arena.summary.comments">
                <PlaytestComments comments={data.comments} />
              </TitledSection>
            </Paper>
          </Grid>
        </Grid>
      </Stack>
    );

  return (
    <>
      <PageHeader
        titleId="arena.summary.title"
        subtitleId="arena.summary.subtitle"
        actions={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            onChange={(_event, next: PlaytestPeriod | null) => {
              if (next) setPeriod(next);
            }}
            aria-label={intl.formatMessage({ id: 'arena.summary.period' })}
          >
            {PLAYTEST_PERIODS.map((p) => (
              <ToggleButton key={p} value={p}>
                <FormattedMessage id={`arena.summary.period.${p}`} />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
      />
      <Box aria-busy={isFetching}>{body}</Box>
    </>
  );
}
