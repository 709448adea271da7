import { createIntl } from 'react-intl';
import ptBR from '@/i18n/messages/pt-BR/arena.json';
import { starterDeck } from './engine/deck';
import { lastReveal, matchReducer, startMatch } from './engine/match';
import { type GameCard, type MatchState } from './engine/types';
import { revealAnnouncement, revealText } from './revealText';

const intl = createIntl({ locale: 'pt-BR', messages: ptBR });

/** A match whose first two cards are the given ones (the rest of the starter deck behind them). */
function tableWith(player: GameCard, bot: GameCard): MatchState {
  const state = startMatch({ seed: 1, difficulty: 'normal', deck: starterDeck() });
  const rest = (ids: readonly string[]) => ids.filter((id) => id !== player.id && id !== bot.id);
  return {
    ...state,
    player: [player.id, ...rest(state.player)],
    bot: [bot.id, ...rest(state.bot)],
    turn: 'player',
  };
}

const card = (name: string) => {
  const found = starterDeck().find((c) => c.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('revealText', () => {
  test('a higher value: both cards, both values and what the winner took', () => {
    const state = matchReducer(tableWith(card('Lobo Estelar'), card('Jabuti')), {
      type: 'choose',
      attribute: 'forca',
    });
    const reveal = lastReveal(state);
    if (!reveal) throw new Error('no reveal');
    expect(revealText(intl, reveal)).toEqual({
      title: 'Você venceu a rodada!',
      called: 'Você escolheu Força.',
      values: 'Sua carta, Lobo Estelar: 8. Carta do robô, Jabuti: 5.',
      reason: null,
      taken: 'Você levou 2 cartas.',
    });
    expect(revealAnnouncement(intl, reveal)).toBe(
      'Rodada 1. Você escolheu Força. Sua carta, Lobo Estelar: 8. Carta do robô, Jabuti: 5. Você venceu a rodada! Você levou 2 cartas.',
    );
  });

  test('the Super Lumi and its weakness are explained', () => {
    const superWins = lastReveal(
      matchReducer(tableWith(card('Jabuti'), card('Fênix Solar')), {
        type: 'choose',
        attribute: 'sabedoria',
      }),
    );
    if (!superWins) throw new Error('no reveal');
    expect(revealText(intl, superWins).reason).toBe('Fênix Solar é a Super Lumi e vence qualquer atributo.');
    expect(revealText(intl, superWins).title).toBe('O robô venceu a rodada');

    const weakness = lastReveal(
      matchReducer(tableWith(card('Tucano Veloz'), card('Fênix Solar')), {
        type: 'choose',
        attribute: 'forca',
      }),
    );
    if (!weakness) throw new Error('no reveal');
    expect(revealText(intl, weakness).reason).toBe(
      'A Super Lumi perde para cartas raras, e Tucano Veloz é rara: vitória dela!',
    );
    expect(revealText(intl, weakness).title).toBe('Você venceu a rodada!');
  });

  test('a tie leaves the cards on the table', () => {
    const tie = lastReveal(
      matchReducer(tableWith(card('Capivara Calma'), card('Tamanduá')), {
        type: 'choose',
        attribute: 'forca',
      }),
    );
    if (!tie) throw new Error('no reveal');
    expect(revealText(intl, tie).title).toBe('Empate!');
    expect(revealText(intl, tie).taken).toBe('2 cartas ficam na mesa para quem vencer a próxima rodada.');
  });
});

describe('revealAnnouncement', () => {
  test('ends every sentence, even a title written without a full stop', () => {
    const lost = lastReveal(
      matchReducer(tableWith(card('Jabuti'), card('Lobo Estelar')), { type: 'choose', attribute: 'forca' }),
    );
    if (!lost) throw new Error('no reveal');
    expect(revealAnnouncement(intl, lost)).toBe(
      'Rodada 1. Você escolheu Força. Sua carta, Jabuti: 5. Carta do robô, Lobo Estelar: 8. O robô venceu a rodada. O robô levou 2 cartas.',
    );
  });
});
