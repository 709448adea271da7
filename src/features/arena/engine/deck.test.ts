import { describe, expect, it } from 'vitest';
import { STARTER_DECK, SUPER_LUMI_ID } from '@/api/contract/arena';
import type { Card } from '@/api/contract/domain';
import { buildDeck, starterDeck, toGameCard } from './deck';
import { DECK_SIZE, MAX_ATTRIBUTES } from './types';

function catalogueCard(id: string, attributes: Record<string, number> = { forca: 5 }): Card {
  return {
    id,
    name: id,
    rarity: 'common',
    imageUrl: null,
    collection: 'Teste',
    description: '',
    attributes,
  };
}

describe('toGameCard', () => {
  it('names the copy, keeps the catalogue id and marks the Super Lumi', () => {
    const card = toGameCard(catalogueCard('card-07'), 1);
    expect(card).toMatchObject({ id: 'card-07#1', cardId: 'card-07', isSuper: false, collection: 'Teste' });
    expect(toGameCard(catalogueCard(SUPER_LUMI_ID), 0).isSuper).toBe(true);
  });

  it('keeps only the first MAX_ATTRIBUTES attributes, in order', () => {
    const attributes = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8 };
    const card = toGameCard(catalogueCard('x', attributes), 0);
    expect(Object.keys(card.attributes)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].slice(0, MAX_ATTRIBUTES));
  });
});

describe('starterDeck', () => {
  it('holds the sixteen starter cards with exactly one Super Lumi', () => {
    const deck = starterDeck();
    expect(deck).toHaveLength(DECK_SIZE);
    expect(deck.map((c) => c.cardId)).toEqual(STARTER_DECK.map((c) => c.id));
    expect(new Set(deck.map((c) => c.id)).size).toBe(DECK_SIZE);
    expect(deck.filter((c) => c.isSuper)).toHaveLength(1);
  });
});

describe('buildDeck', () => {
  it('gives the starter deck to someone without cards', () => {
    const { deck, filledFromStarter } = buildDeck([]);
    expect(filledFromStarter).toBe(16);
    expect(deck).toEqual(starterDeck());
  });

  it('fills up from the starter deck, skipping the starter cards already held', () => {
    const collection = [STARTER_DECK[0], STARTER_DECK[2], catalogueCard('card-40')].filter(
      (c): c is Card => c !== undefined,
    );
    const { deck, filledFromStarter } = buildDeck(collection);
    expect(filledFromStarter).toBe(13);
    expect(deck).toHaveLength(DECK_SIZE);
    expect(deck.slice(0, 3).map((c) => c.cardId)).toEqual(['card-01', 'card-03', 'card-40']);
    expect(deck.filter((c) => c.cardId === 'card-01')).toHaveLength(1);
    expect(deck.filter((c) => c.cardId === 'card-03')).toHaveLength(1);
    expect(deck.slice(3).map((c) => c.cardId)).toEqual(
      STARTER_DECK.map((c) => c.id).filter((id) => id !== 'card-01' && id !== 'card-03' && id !== 'card-16'),
    );
  });

  it('keeps two copies of a card held twice, with distinct ids', () => {
    const twice = catalogueCard('card-50');
    const { deck, filledFromStarter } = buildDeck([twice, twice]);
    expect(filledFromStarter).toBe(14);
    expect(deck.slice(0, 2).map((c) => c.id)).toEqual(['card-50#0', 'card-50#1']);
    expect(new Set(deck.map((c) => c.id)).size).toBe(DECK_SIZE);
  });

  it('takes only the first DECK_SIZE cards of a large collection', () => {
    const collection = Array.from({ length: 20 }, (_, i) => catalogueCard(`card-${100 + i}`));
    const { deck, filledFromStarter } = buildDeck(collection);
    expect(filledFromStarter).toBe(0);
    expect(deck.map((c) => c.cardId)).toEqual(collection.slice(0, DECK_SIZE).map((c) => c.id));
  });

  it('leaves out cards without attributes', () => {
    const { deck, filledFromStarter } = buildDeck([catalogueCard('card-60', {}), catalogueCard('card-61')]);
    expect(filledFromStarter).toBe(15);
    expect(deck.some((c) => c.cardId === 'card-60')).toBe(false);
  });

  it('always gives DECK_SIZE cards with unique ids', () => {
    const many = Array.from({ length: 15 }, () => STARTER_DECK[5]).filter((c): c is Card => c !== undefined);
    const { deck, filledFromStarter } = buildDeck(many);
    expect(deck).toHaveLength(DECK_SIZE);
    expect(filledFromStarter).toBe(1);
    expect(new Set(deck.map((c) => c.id)).size).toBe(DECK_SIZE);
    expect(deck.at(-1)?.cardId).toBe('card-01');
  });
});
