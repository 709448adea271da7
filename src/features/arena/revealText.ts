import type { IntlShape } from 'react-intl';
import { attributeLabel } from '@/components/cards/attributeLabel';
import type { Reveal } from './engine/match';

type Intl = Pick<IntlShape, 'formatMessage'>;

export interface RevealText {
  /** "Você venceu a rodada!", "O bot venceu a rodada", "Empate!" */
  title: string;
  /** Who called which attribute. */
  called: string;
  /** Both cards with their values for the called attribute. */
  values: string;
  /** Why, when it was not simply the higher value: the Super Lumi, its weakness or a tie. */
  reason: string | null;
  /** What the winner took, or where the tied cards went. */
  taken: string;
}

/** The words of a round's reveal, shown under the cards and announced to screen readers. */
export function revealText(intl: Intl, { record, playerCard, botCard }: Reveal): RevealText {
  const attribute = attributeLabel(intl, record.attribute, 'arena');
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let reason: string | null = null;
  if (record.reason === 'super') {
    const superCard = playerCard.isSuper ? playerCard : botCard;
    reason = f('arena.reveal.super', { name: superCard.name });
  } else if (record.reason === 'superWeakness') {
    const rareCard = playerCard.isSuper ? botCard : playerCard;
    reason = f('arena.reveal.superWeakness', { name: rareCard.name });
  }
  let title: string;
  let taken: string;
  if (record.winner === 'tie') {
    title = f('arena.reveal.title.tie');
    taken = f('arena.reveal.taken.tie', { count: record.potAfter });
  } else {
    title = f(record.winner === 'player' ? 'arena.reveal.title.won' : 'arena.reveal.title.lost');
    taken = f(record.winner === 'player' ? 'arena.reveal.taken.won' : 'arena.reveal.taken.lost', {
      count: record.taken,
    });
  }
  return {
    title,
    called: f(record.chooser === 'player' ? 'arena.reveal.calledByYou' : 'arena.reveal.calledByBot', {
      attribute,
    }),
    values: f('arena.reveal.values', {
      playerCard: playerCard.name,
      playerValue: record.playerValue,
      botCard: botCard.name,
      botValue: record.botValue,
    }),
    reason,
    taken,
  };
}

/** One sentence for the live region: the round, the call, both cards and values, why, and who won. */
export function revealAnnouncement(intl: Intl, reveal: Reveal): string {
  const text = revealText(intl, reveal);
  const round = intl.formatMessage({ id: 'arena.reveal.round' }, { round: reveal.record.round });
  return [round, text.called, text.values, text.reason, text.title, text.taken]
    .filter((part): part is string => Boolean(part))
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
