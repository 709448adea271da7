import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '@/components/srOnly';
import { attributesOf, lastReveal, pileCounts, topCard } from '../engine/match';
import { type MatchConfig, type MatchState } from '../engine/types';
import { useArenaKeys } from '../hooks/useArenaKeys';
import { useArenaMatch } from '../hooks/useArenaMatch';
import { loadMotionFeatures } from '../loadMotion';
import { revealAnnouncement } from '../revealText';
import ArenaResult from './ArenaResult';
import ArenaSurvey from './ArenaSurvey';
import ArenaTable from './ArenaTable';
import RoundLog from './RoundLog';

interface ArenaMatchProps {
  config: MatchConfig;
  difficultyLabel: string;
  /** Called once when the last reveal has been read (the page records the result). */
  onFinished: (state: MatchState) => void;
  /** The record's status line on the winner screen, if any. */
  recordStatus?: ReactNode;
  onRematch: () => void;
  onReplay: () => void;
  onSetup: () => void;
}

/** One match from deal to survey: the table, the round log, the winner screen and the playtest survey. */
export default function ArenaMatch(props: ArenaMatchProps) {
  const { config, difficultyLabel, onFinished, recordStatus, onRematch, onReplay, onSetup } = props;
  const intl = useIntl();
  const { state, reveal, revealing, botThinking, yourTurn, finished, choose, next } = useArenaMatch(config);
  const turnRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useArenaKeys({
    onDigit: (index) => {
      const card = topCard(state, 'player');
      const attribute = card ? attributesOf(card)[index] : undefined;
      if (attribute !== undefined) choose(attribute);
    },
    onEnter: () => {
      if (revealing) next();
    },
  });

  // Focus follows the game: the outcome's button on a reveal, the turn line on a new round, the result at the end.
  const step = finished ? 'result' : revealing ? `reveal-${state.round}` : `turn-${state.round}`;
  useEffect(() => {
    if (step === 'result') resultRef.current?.focus();
    else if (step.startsWith('reveal')) nextRef.current?.focus();
    else if (step !== 'turn-0') turnRef.current?.focus();
  }, [step]);
  // The match opens with the turn line focused, so the keys and a screen reader start at the table.
  useEffect(() => {
    turnRef.current?.focus();
  }, []);

  const reported = useRef(false);
  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onFinished(state);
  }, [finished, onFinished, state]);

  const announced = lastReveal(state);
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        <Typography component="p" role="status" aria-live="polite" sx={srOnly}>
          {announced ? revealAnnouncement(intl, announced) : ''}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 640px) minmax(260px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            {finished && state.result ? (
              <>
                <ArenaResult
                  result={state.result}
                  rounds={state.round}
                  counts={pileCounts(state)}
                  difficultyLabel={difficultyLabel}
                  headingRef={resultRef}
                  status={recordStatus}
                  onRematch={onRematch}
                  onReplay={onReplay}
                  onSetup={onSetup}
                />
                <ArenaSurvey matchSeed={config.seed} />
              </>
            ) : (
              <ArenaTable
                state={state}
                reveal={reveal}
                yourTurn={yourTurn}
                botThinking={botThinking}
                onChoose={choose}
                onNext={next}
                turnRef={turnRef}
                nextRef={nextRef}
              />
            )}
          </Stack>
          <RoundLog rounds={state.log} />
        </Box>
      </LazyMotion>
    </MotionConfig>
  );
}
