import { DIFFICULTY_SLUGS, parseDifficulty } from './arenaParams';

describe('parseDifficulty', () => {
  test('reads the Portuguese slugs the page writes', () => {
    expect(parseDifficulty('facil')).toBe('easy');
    expect(parseDifficulty('normal')).toBe('normal');
    expect(parseDifficulty('dificil')).toBe('hard');
    expect(parseDifficulty(' DIFICIL ')).toBe('hard');
  });

  test("accepts the engine's own names and falls back to normal", () => {
    expect(parseDifficulty('hard')).toBe('hard');
    expect(parseDifficulty('easy')).toBe('easy');
    expect(parseDifficulty('impossível')).toBe('normal');
    expect(parseDifficulty(null)).toBe('normal');
  });

  test('every level round-trips through its slug', () => {
    for (const [level, slug] of Object.entries(DIFFICULTY_SLUGS)) expect(parseDifficulty(slug)).toBe(level);
  });
});
