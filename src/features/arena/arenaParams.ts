import { DIFFICULTIES, type Difficulty } from './engine/types';

/** The page's search parameters: `?seed=123&nivel=normal&aluno=st-0001` replays and shares a match. */
export type ArenaParam = 'seed' | 'nivel' | 'aluno';
export const ARENA_PARAMS: readonly ArenaParam[] = ['seed', 'nivel', 'aluno'];

/** The levels as the URL writes them (Portuguese, like the routes). */
export const DIFFICULTY_SLUGS: Readonly<Record<Difficulty, string>> = {
  easy: 'facil',
  normal: 'normal',
  hard: 'dificil',
};

/** `aluno=inicial`: a family chose the starter deck instead of a child's collection. */
export const STARTER_SOURCE = 'inicial';

export const DEFAULT_DIFFICULTY: Difficulty = 'normal';

/** The level named in the URL (Portuguese slug or the engine's own name); the default otherwise. */
export function parseDifficulty(text: string | null | undefined): Difficulty {
  const value = (text ?? '').trim().toLowerCase();
  const bySlug = DIFFICULTIES.find((level) => DIFFICULTY_SLUGS[level] === value);
  return bySlug ?? DIFFICULTIES.find((level) => level === value) ?? DEFAULT_DIFFICULTY;
}
