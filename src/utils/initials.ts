/** Portuguese name particles ("Maria da Silva"), never taken as the last name's initial. */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);

/** The first letter or digit of a word, as a whole character (accents and astral letters intact). */
function firstLetter(word: string): string {
  return /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '';
}

/**
 * Initials for an avatar without a photo: the first letter of the first name and of the last name,
 * upper case ("maria  da silva" → "MS", "Ana" → "A", "" → ""). Particles (da, de, do, dos, das, e)
 * are skipped when looking for the last name; accents are kept ("Érica Úrsula" → "ÉU").
 */
export function initials(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => firstLetter(word) !== '');
  const first = words[0] ?? '';
  const last = words.slice(1).findLast((word) => !PARTICLES.has(word.toLocaleLowerCase('pt-BR'))) ?? '';
  return `${firstLetter(first)}${firstLetter(last)}`.toLocaleUpperCase('pt-BR');
}
