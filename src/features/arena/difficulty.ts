import type { Difficulty } from './engine/types';

/** The bot's levels as the person reads them. */
export const DIFFICULTY_LABEL_IDS: Readonly<Record<Difficulty, string>> = {
  easy: 'arena.level.easy',
  normal: 'arena.level.normal',
  hard: 'arena.level.hard',
};

/** How each level plays, in a line. */
export const DIFFICULTY_HINT_IDS: Readonly<Record<Difficulty, string>> = {
  easy: 'arena.level.easy.hint',
  normal: 'arena.level.normal.hint',
  hard: 'arena.level.hard.hint',
};
