import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUrlParams } from '@/components/list/useUrlParams';
import PageHeader from '@/components/states/PageHeader';
import { srOnly } from '@/components/srOnly';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import {
  ARENA_PARAMS,
  DIFFICULTY_SLUGS,
  parseDifficulty,
  STARTER_SOURCE,
  type ArenaParam,
} from '../arenaParams';
import ArenaMatch from '../components/ArenaMatch';
import ArenaSetup from '../components/ArenaSetup';
import RecordStatusLine from '../components/RecordStatusLine';
import { DIFFICULTY_LABEL_IDS } from '../difficulty';
import { deckCardIds } from '../engine/match';
import { newSeed, parseSeed } from '../engine/rng';
import { type Difficulty, type MatchConfig, type MatchState } from '../engine/types';
import { useArenaDeck } from '../hooks/useArenaDeck';
import { loadMotionFeatures } from '../loadMotion';
import { matchKey, useMatchRecording } from '../hooks/useMatchRecording';
import type { PendingMatch } from '../outbox';

/**
 * /arena-playtest: a Super Trunfo match of the Lumis against a bot, for guests (starter deck) and
 * families (a child's collection). The seed, level and child live in the URL, so a match can be shared
 * and replayed; with a seed in the URL the match is on the table.
 */
export default function ArenaPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const [params, setParams] = useUrlParams<ArenaParam>(ARENA_PARAMS);
  const seed = parseSeed(params.seed || null);
  const difficulty = parseDifficulty(params.nivel);
  const deck = useArenaDeck(user, params.aluno);
  const recording = useMatchRecording(user ? String(user.id) : null);
  // "Repetir esta partida" deals the same seed again: a new table for the same URL.
  const [replays, setReplays] = useState(0);
  const difficultyLabel = intl.formatMessage({ id: DIFFICULTY_LABEL_IDS[difficulty] });
  // Everything a match needs is here once the page has opened, so it plays on without a connection.
  useEffect(() => {
    loadMotionFeatures().catch(() => undefined);
  }, []);

  const config = useMemo<MatchConfig | null>(
    () => (seed != null && deck.deck ? { seed, difficulty, deck: deck.deck } : null),
    [seed, difficulty, deck.deck],
  );
  const childId = deck.source.kind === 'child' ? deck.source.child.studentId : null;
  const key = user && seed != null ? matchKey(String(user.id), seed, difficulty, childId) : null;
  // The result of the match on screen, as sent (or queued), for its status line and a retry.
  const [finished, setFinished] = useState<PendingMatch | null>(null);
  const { record } = recording;
  const onFinished = useCallback(
    (state: MatchState) => {
      if (!key || !state.result) return;
      const item: PendingMatch = {
        key,
        body: {
          seed: state.config.seed,
          difficulty: state.config.difficulty,
          rounds: state.round,
          result: state.result,
          deckCardIds: deckCardIds(state.config),
        },
      };
      setFinished(item);
      record(item);
    },
    [key, record],
  );

  // The URL names everything that makes the match: seed, level and whose cards.
  const play = () =>
    setParams({
      seed: String(seed ?? newSeed()),
      nivel: DIFFICULTY_SLUGS[difficulty],
      aluno: childId ?? (deck.isFamily ? STARTER_SOURCE : ''),
    });
  const status = finished && finished.key === key ? recording.statusOf(finished.key) : null;

  let body: ReactNode;
  if (config) {
    body = (
      <ArenaMatch
        key={`${config.seed}-${difficulty}-${childId ?? 'starter'}-${replays}`}
        config={config}
        difficultyLabel={difficultyLabel}
        onFinished={onFinished}
        recordStatus={
          finished && status ? (
            <RecordStatusLine
              status={status}
              error={recording.errorOf(finished.key)}
              onRetry={() => recording.retry(finished)}
            />
          ) : null
        }
        onRematch={() => setParams({ seed: String(newSeed()) })}
        onReplay={() => setReplays((n) => n + 1)}
        onSetup={() => setParams({ seed: '' })}
      />
    );
  } else if (seed != null && deck.loading) {
    body = (
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, maxWidth: 640 }}>
        <Typography sx={srOnly} role="status">
          <FormattedMessage id="arena.setup.loading" />
        </Typography>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    );
  } else {
    body = (
      <ArenaSetup
        difficulty={difficulty}
        onDifficulty={(level: Difficulty) => setParams({ nivel: DIFFICULTY_SLUGS[level] })}
        deck={deck}
        isGuest={!user}
        onSource={(source) => setParams({ aluno: source })}
        onPlay={play}
      />
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {config ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{
            mb: { xs: 1.5, sm: 3 },
            alignItems: 'center',
            justifyContent: 'space-between',
            maxWidth: 640,
          }}
        >
          <div>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.7rem' } }}>
              <FormattedMessage id="arena.title" />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              <FormattedMessage
                id="arena.table.info"
                values={{ level: difficultyLabel, seed: config.seed }}
              />
            </Typography>
          </div>
          <Button size="small" startIcon={<TuneOutlined />} onClick={() => setParams({ seed: '' })}>
            <FormattedMessage id="arena.table.setup" />
          </Button>
        </Stack>
      ) : (
        <PageHeader titleId="arena.title" subtitleId="arena.subtitle" />
      )}
      {body}
    </Container>
  );
}
