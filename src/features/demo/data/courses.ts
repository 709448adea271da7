/** Demo course names (pt-BR, fixed): the form demos offer them in selects and autocompletes. */
export const DEMO_COURSES = [
  'Artes visuais',
  'Balé infantil',
  'Futsal',
  'Iniciação musical',
  'Inglês para crianças',
  'Programação com Scratch',
  'Robótica educacional',
  'Teatro e expressão',
  'Xadrez',
] as const;

/** The class shifts a child can be enrolled in. */
export const SHIFTS = ['morning', 'afternoon', 'full'] as const;
export type Shift = (typeof SHIFTS)[number];
