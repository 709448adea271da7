import KeyboardReturn from '@mui/icons-material/KeyboardReturn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { m, useReducedMotion } from 'framer-motion';
import type { Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { attributeLabel } from '@/components/cards/attributeLabel';
import { useIsTouch } from '@/hooks/useIsTouch';
import { pileCounts, topCard, type Reveal } from '../engine/match';
import { type MatchState } from '../engine/types';
import { revealText } from '../revealText';
import { arenaTiming } from '../timing';
import CardBack from './CardBack';
import CardFace from './CardFace';
import ScoreBar from './ScoreBar';

interface ArenaTableProps {
  state: MatchState;
  reveal: Reveal | null;
  yourTurn: boolean;
  botThinking: boolean;
  onChoose: (attribute: string) => void;
  onNext: () => void;
  /** The turn line takes focus when a new round starts. */
  turnRef: Ref<HTMLHeadingElement>;
  /** "Próxima rodada" takes focus when the cards are revealed. */
  nextRef: Ref<HTMLButtonElement>;
}

const OUTCOME_SEVERITY = { player: 'success', bot: 'error', tie: 'warning' } as const;

function TurnLine({ state, reveal, yourTurn }: Pick<ArenaTableProps, 'state' | 'reveal' | 'yourTurn'>) {
  const intl = useIntl();
  if (reveal) {
    const id = reveal.record.chooser === 'player' ? 'arena.turn.youCalled' : 'arena.turn.botCalled';
    return (
      <FormattedMessage
        id={id}
        values={{ attribute: attributeLabel(intl, reveal.record.attribute, 'arena') }}
      />
    );
  }
  if (yourTurn) return <FormattedMessage id="arena.turn.yours" />;
  return <FormattedMessage id={state.phase === 'over' ? 'arena.turn.over' : 'arena.turn.bot'} />;
}

/** The game screen: piles, whose turn, your card face up, the bot's face down until the reveal, the outcome. */
export default function ArenaTable(props: ArenaTableProps) {
  const { state, reveal, yourTurn, botThinking, onChoose, onNext, turnRef, nextRef } = props;
  const intl = useIntl();
  const touch = useIsTouch();
  const reduceMotion = useReducedMotion() ?? false;
  const playerCard = reveal?.playerCard ?? topCard(state, 'player');
  const text = reveal ? revealText(intl, reveal) : null;
  const winner = reveal?.record.winner;
  const outcomeOf = (side: 'player' | 'bot') =>
    winner == null ? null : winner === 'tie' ? 'tie' : winner === side ? 'won' : 'lost';

  return (
    <Stack spacing={{ xs: 1.25, sm: 2 }}>
      <ScoreBar counts={pileCounts(state)} round={reveal ? state.round : state.round + 1} />
      <Typography
        ref={turnRef}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' }, outline: 'none', minHeight: '1.5em' }}
      >
        <TurnLine state={state} reveal={reveal} yourTurn={yourTurn} />
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: { xs: 1, sm: 2 }, maxWidth: 640 }}>
        {playerCard && (
          <CardFace
            card={playerCard}
            ownerLabel={intl.formatMessage({ id: 'arena.card.yours' })}
            called={reveal?.record.attribute}
            onChoose={yourTurn ? onChoose : undefined}
            outcome={outcomeOf('player')}
          />
        )}
        {reveal ? (
          <m.div
            key={reveal.record.round}
            initial={reduceMotion ? false : { rotateY: 90, opacity: 0.3 }}
            animate={{ rotateY: 0, opacity: 1 }}
            transition={{ duration: arenaTiming.revealMs / 1000, ease: 'easeOut' }}
            style={{ height: '100%', transformPerspective: 800 }}
          >
            <CardFace
              card={reveal.botCard}
              ownerLabel={intl.formatMessage({ id: 'arena.card.bots' })}
              called={reveal.record.attribute}
              outcome={outcomeOf('bot')}
            />
          </m.div>
        ) : (
          <CardBack thinking={botThinking} />
        )}
      </Box>
      {reveal && text && (
        <m.div
          initial={reduceMotion ? false : { opacity: 0, y: 8 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{
            duration: arenaTiming.revealMs / 1000,
            delay: reduceMotion ? 0 : arenaTiming.revealMs / 2000,
          }}
        >
          <Alert
            severity={OUTCOME_SEVERITY[reveal.record.winner]}
            variant="outlined"
            sx={{ maxWidth: 640, '& .MuiAlert-message': { width: '100%' } }}
          >
            <Typography sx={{ fontWeight: 700 }}>{text.title}</Typography>
            <Typography variant="body2">
              {[text.values, text.reason, text.taken].filter(Boolean).join(' ')}
            </Typography>
            <Button
              ref={nextRef}
              variant="contained"
              onClick={onNext}
              endIcon={touch ? undefined : <KeyboardReturn aria-hidden />}
              aria-keyshortcuts="Enter"
              sx={{ mt: 1 }}
            >
              <FormattedMessage id={state.phase === 'over' ? 'arena.table.seeResult' : 'arena.table.next'} />
            </Button>
          </Alert>
        </m.div>
      )}
      {yourTurn && !touch && (
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          <FormattedMessage id="arena.table.keysHint" />
        </Typography>
      )}
    </Stack>
  );
}
