import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ArenaSummary } from '@/api/contract/arena';
import SummaryLine from '@/components/sections/SummaryLine';

/** One card of the playtest's headline figures: what it counts (its heading), the figure, a line of context. */
function Figure({ titleId, children, note }: { titleId: string; children: ReactNode; note?: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function Big({ children }: { children: ReactNode }) {
  return (
    <Typography
      sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Typography>
  );
}

/** Matches, the person's wins against each bot level, rounds per match and the survey's average rating. */
export default function PlaytestFigures({ summary }: { summary: ArenaSummary }) {
  const intl = useIntl();
  const decimal = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const noData = <FormattedMessage id="arena.summary.noData" />;
  const { ratings } = summary;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure titleId="arena.summary.matches" note={<FormattedMessage id="arena.summary.matchesHint" />}>
          <Big>{intl.formatNumber(summary.matches)}</Big>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure titleId="arena.summary.winRate">
          <Stack spacing={0.5}>
            {summary.byDifficulty.map((d) => (
              <SummaryLine
                key={d.difficulty}
                label={<FormattedMessage id={`arena.summary.difficulty.${d.difficulty}`} />}
              >
                {d.winRate === null ? (
                  <FormattedMessage id="arena.summary.noMatches" />
                ) : (
                  <FormattedMessage
                    id="arena.summary.winRateLine"
                    values={{
                      rate: intl.formatNumber(d.winRate, { style: 'percent', maximumFractionDigits: 0 }),
                      won: d.won,
                      matches: d.matches,
                    }}
                  />
                )}
              </SummaryLine>
            ))}
          </Stack>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          titleId="arena.summary.averageRounds"
          note={
            summary.averageRounds === null ? undefined : (
              <FormattedMessage id="arena.summary.averageRoundsHint" />
            )
          }
        >
          <Big>{summary.averageRounds === null ? noData : decimal(summary.averageRounds)}</Big>
        </Figure>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <Figure
          titleId="arena.summary.rating"
          note={<FormattedMessage id="arena.summary.ratingCount" values={{ count: ratings.count }} />}
        >
          <Big>
            {ratings.average === null ? (
              noData
            ) : (
              <FormattedMessage
                id="arena.summary.ratingValue"
                values={{ average: decimal(ratings.average) }}
              />
            )}
          </Big>
        </Figure>
      </Grid>
    </Grid>
  );
}
