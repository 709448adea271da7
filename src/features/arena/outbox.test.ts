import type { ArenaMatchBody } from '@/api/contract/arena';
import { arenaClientId, CLIENT_ID_KEY } from './clientId';
import { addToOutbox, OUTBOX_MAX, OUTBOX_PREFIX, readOutbox, removeFromOutbox } from './outbox';

const body = (seed: number): ArenaMatchBody => ({
  seed,
  difficulty: 'normal',
  rounds: 12,
  result: 'won',
  deckCardIds: Array.from({ length: 16 }, (_, i) => `card-${String(i + 1).padStart(2, '0')}`),
});

describe('the match outbox', () => {
  test('keeps results per user, once per key, until removed', () => {
    addToOutbox('u-1', { key: 'k1', body: body(1) });
    addToOutbox('u-1', { key: 'k2', body: body(2) });
    addToOutbox('u-1', { key: 'k1', body: body(1) });
    addToOutbox('u-2', { key: 'k9', body: body(9) });
    expect(readOutbox('u-1').map((i) => i.key)).toEqual(['k2', 'k1']);
    expect(readOutbox('u-2')).toHaveLength(1);

    removeFromOutbox('u-1', 'k2');
    expect(readOutbox('u-1').map((i) => i.key)).toEqual(['k1']);
    removeFromOutbox('u-1', 'k1');
    expect(localStorage.getItem(`${OUTBOX_PREFIX}u-1`)).toBeNull();
  });

  test('reads a broken or foreign value as empty', () => {
    localStorage.setItem(`${OUTBOX_PREFIX}u-1`, '{not json');
    expect(readOutbox('u-1')).toEqual([]);
    localStorage.setItem(`${OUTBOX_PREFIX}u-1`, JSON.stringify([{ key: 'k', body: { seed: -1 } }]));
    expect(readOutbox('u-1')).toEqual([]);
  });

  test('keeps only the latest results', () => {
    for (let i = 0; i < OUTBOX_MAX + 5; i += 1) addToOutbox('u-1', { key: `k${i}`, body: body(i) });
    const keys = readOutbox('u-1').map((i) => i.key);
    expect(keys).toHaveLength(OUTBOX_MAX);
    expect(keys.at(-1)).toBe(`k${OUTBOX_MAX + 4}`);
  });

  test('works without storage', () => {
    expect(addToOutbox('u-1', { key: 'k', body: body(1) }, null)).toHaveLength(1);
    expect(readOutbox('u-1', null)).toEqual([]);
  });
});

describe('arenaClientId', () => {
  test('is made once and kept under a lumi- key', () => {
    const id = arenaClientId();
    expect(id).not.toBe('');
    expect(CLIENT_ID_KEY.startsWith('lumi-')).toBe(true);
    expect(localStorage.getItem(CLIENT_ID_KEY)).toBe(id);
    expect(arenaClientId()).toBe(id);
  });
});
