import { useCallback, useEffect, useReducer, useState } from 'react';
import { lastReveal, matchReducer, startMatch } from '../engine/match';
import { type MatchConfig } from '../engine/types';
import { arenaTiming } from '../timing';

/**
 * One match on the table: the engine's state plus the one step the engine does not know, the person
 * reading the reveal before the next round ("Próxima rodada"). On the bot's turn the bot calls after a
 * short pause.
 */
export function useArenaMatch(config: MatchConfig) {
  const [state, dispatch] = useReducer(matchReducer, config, startMatch);
  // Rounds whose reveal the person has moved on from.
  const [seen, setSeen] = useState(0);
  const revealing = state.log.length > seen;
  const reveal = revealing ? lastReveal(state) : null;
  const botThinking = !revealing && state.phase === 'choosing' && state.turn === 'bot';
  const yourTurn = !revealing && state.phase === 'choosing' && state.turn === 'player';
  const finished = !revealing && state.phase === 'over';

  useEffect(() => {
    if (!botThinking) return;
    const timer = window.setTimeout(() => dispatch({ type: 'botTurn' }), arenaTiming.botPauseMs);
    return () => window.clearTimeout(timer);
  }, [botThinking, state.round]);

  const choose = useCallback(
    (attribute: string) => {
      if (yourTurn) dispatch({ type: 'choose', attribute });
    },
    [yourTurn],
  );
  const next = useCallback(() => setSeen(state.log.length), [state.log.length]);

  return { state, reveal, revealing, botThinking, yourTurn, finished, choose, next };
}
