import type { CatalogueCard } from '@/api/contract/cards';
import type { CardAward } from '@/api/contract/domain';
import { buildAlbum } from './collection';

const card = (
  id: string,
  name: string,
  rarity: CatalogueCard['rarity'],
  archived = false,
): CatalogueCard => ({
  id,
  name,
  rarity,
  imageUrl: null,
  attributes: { forca: 5 },
  collection: 'Fauna Brasileira',
  description: '',
  archived,
  held: 0,
});
const award = (cardId: string, awardedAt: string): CardAward => ({
  id: `aw-${cardId}-${awardedAt}`,
  cardId,
  studentId: 'st-1',
  awardedAt,
  reason: 'Missão concluída',
});

const CATALOGUE = [
  card('c1', 'Tatu-Bola', 'common'),
  card('c2', 'Arara Azul', 'rare'),
  card('c3', 'Fênix Solar', 'legendary'),
  card('c4', 'Capivara Calma', 'common'),
  card('c5', 'Curupira', 'legendary', true),
  card('c6', 'Saci', 'rare', true),
];

describe("a child's album", () => {
  test('two awards of a card are one card with two copies, dated by the first', () => {
    const album = buildAlbum(CATALOGUE, [
      award('c1', '2026-11-20T10:00:00.000Z'),
      award('c1', '2026-10-01T10:00:00.000Z'),
      award('c2', '2026-11-01T10:00:00.000Z'),
    ]);
    expect(album.held.map((e) => [e.card.id, e.copies, e.firstAwardedAt])).toEqual([
      ['c2', 1, '2026-11-01T10:00:00.000Z'],
      ['c1', 2, '2026-10-01T10:00:00.000Z'],
    ]);
  });

  test('the rarest lead, then by name; an archived card counts only for whoever holds it', () => {
    const album = buildAlbum(CATALOGUE, [award('c5', '2026-11-20T10:00:00.000Z')]);
    expect(album.held.map((e) => e.card.name)).toEqual(['Curupira']);
    // Saci is archived and not held: it is no longer awarded, so it is not a card to win.
    expect(album.missing.map((e) => e.card.name)).toEqual([
      'Fênix Solar',
      'Arara Azul',
      'Capivara Calma',
      'Tatu-Bola',
    ]);
    expect(album.byRarity).toEqual({
      common: { held: 0, total: 2 },
      rare: { held: 0, total: 1 },
      epic: { held: 0, total: 0 },
      legendary: { held: 1, total: 2 },
    });
  });
});
