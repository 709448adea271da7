import { useMemo } from 'react';
import type { Card } from '@/api/contract/domain';
import type { FamilyDependent } from '@/api/contract/family';
import { useGetCardCollectionQuery, useGetCardsQuery } from '@/api/endpoints/cards';
import { useGetDependentsQuery } from '@/api/endpoints/family';
import { ROLES } from '@/store/roles';
import type { User } from '@/api/auth';
import { STARTER_SOURCE } from '../arenaParams';
import { buildDeck, starterDeck } from '../engine/deck';
import { type GameCard } from '../engine/types';

export interface ArenaChild {
  studentId: string;
  name: string;
}

/**
 * starter: the starter deck (a guest, another role, a family without linked children or that chose it);
 * child: a child's collection completed from the starter deck.
 */
export type DeckSource = { kind: 'starter' } | { kind: 'child'; child: ArenaChild };

export interface ArenaDeck {
  /** A family (role 2) picks one of its children. */
  isFamily: boolean;
  /** The family's children linked to a school (only they hold cards). */
  children: ArenaChild[];
  /** The family has no child with cards to play yet. */
  noChildren: boolean;
  source: DeckSource;
  /** The sixteen cards, once known. */
  deck: GameCard[] | null;
  /** How many of them the starter deck gave. */
  filledFromStarter: number;
  /** The family's children or a child's cards are loading. */
  loading: boolean;
  /** A failed load (the children, the collection or the catalogue). */
  error: unknown;
  retry: () => void;
}

function linkedChildren(dependents: readonly FamilyDependent[] | undefined): ArenaChild[] {
  return (dependents ?? []).flatMap((d) => (d.studentId ? [{ studentId: d.studentId, name: d.name }] : []));
}

/** The catalogue cards a child holds, in the collection's order (newest first); unknown ids are left out. */
function heldCards(awards: readonly { cardId: string }[], catalogue: readonly Card[]): Card[] {
  const byId = new Map(catalogue.map((card) => [card.id, card]));
  return awards.flatMap((award) => {
    const card = byId.get(award.cardId);
    return card ? [card] : [];
  });
}

/**
 * The deck the person plays: the starter deck for a guest, or the chosen child's collection for a
 * family (`aluno` in the URL: a child's studentId, `inicial` for the starter deck, empty for the first child).
 */
export function useArenaDeck(user: User | null, requested: string): ArenaDeck {
  const isFamily = user?.role === ROLES.client;
  const dependents = useGetDependentsQuery(undefined, { skip: !isFamily });
  const children = useMemo(() => linkedChildren(dependents.data), [dependents.data]);
  const child =
    !isFamily || requested === STARTER_SOURCE
      ? undefined
      : (children.find((c) => c.studentId === requested) ?? (requested ? undefined : children[0]));
  const studentId = child?.studentId;
  const collection = useGetCardCollectionQuery(studentId ?? '', { skip: !studentId });
  const catalogue = useGetCardsQuery({ status: 'all' }, { skip: !studentId });

  const built = useMemo(() => {
    if (!studentId) return { deck: starterDeck(), filledFromStarter: 0 };
    if (!collection.data || !catalogue.data) return null;
    return buildDeck(heldCards(collection.data, catalogue.data.cards));
  }, [studentId, collection.data, catalogue.data]);

  // Choosing the starter deck is the way out of a failed load, so it hides that failure.
  const choseStarter = requested === STARTER_SOURCE;
  const error = choseStarter
    ? undefined
    : (dependents.error ?? (studentId ? (collection.error ?? catalogue.error) : undefined));
  const loading = (isFamily && dependents.isLoading) || (studentId != null && built == null && error == null);
  const { refetch: refetchDependents } = dependents;
  const { refetch: refetchCollection } = collection;
  const { refetch: refetchCatalogue } = catalogue;

  return {
    isFamily,
    children,
    noChildren: isFamily && dependents.data != null && children.length === 0,
    source: child ? { kind: 'child', child } : { kind: 'starter' },
    deck: built?.deck ?? null,
    filledFromStarter: built?.filledFromStarter ?? 0,
    loading,
    error,
    retry: () => {
      if (dependents.error) void refetchDependents();
      if (studentId && collection.error) void refetchCollection();
      if (studentId && catalogue.error) void refetchCatalogue();
    },
  };
}
