/*
 * Numbers as people type them. A field keeps the text exactly as typed; these functions say whether the
 * text is a number and, when it is not, why. Nothing is stripped or rounded: "12.5" is not 125, "-5" is not
 * 5 and "1e9" is not 19. The messages for each problem are the forms' (src/components/form/numberText).
 */

/** Why a text is not a whole number (or not one inside its limits). */
export type IntegerProblem = 'required' | 'negative' | 'exponent' | 'decimal' | 'notNumber' | 'range';
/** Why a text is not an amount of money (BRL, typed as 1.234,56), or not one inside its limits. */
export type MoneyProblem = 'required' | 'negative' | 'exponent' | 'decimals' | 'notNumber' | 'min' | 'max';

const MINUS = /^[-−–]/;
const EXPONENT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)e[+-]?\d+$/i;

/** The whole number a text holds ("150", " 42 "), or why it holds none (ignoring limits). */
export function readInteger(text: string): { value: number } | { problem: Exclude<IntegerProblem, 'range'> } {
  const typed = text.trim();
  if (typed === '') return { problem: 'required' };
  if (MINUS.test(typed)) return { problem: 'negative' };
  if (EXPONENT.test(typed)) return { problem: 'exponent' };
  if (/^\d*[.,]\d+([.,]\d+)*$/.test(typed)) return { problem: 'decimal' };
  if (!/^\+?\d+$/.test(typed)) return { problem: 'notNumber' };
  return { value: Number(typed.replace('+', '')) };
}

/** The whole number of a text that passed `integerProblem`, or null. */
export function integerOf(text: string): number | null {
  const read = readInteger(text);
  return 'value' in read ? read.value : null;
}

/**
 * The cents a text holds, typed the Brazilian way: "1234", "1234,5", "1.234,56", "R$ 12,00". A dot
 * separates thousands and a comma the centavos, as on every Brazilian price tag.
 */
export function readMoney(
  text: string,
): { cents: number } | { problem: Exclude<MoneyProblem, 'min' | 'max'> } {
  const typed = text
    .trim()
    .replace(/^R\$\s*/i, '')
    .trim();
  if (typed === '') return { problem: 'required' };
  if (MINUS.test(typed)) return { problem: 'negative' };
  if (EXPONENT.test(typed)) return { problem: 'exponent' };
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/.exec(typed);
  if (!match) return { problem: 'notNumber' };
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { problem: 'decimals' };
  return { cents: Number(whole.replace(/\./g, '')) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** The cents of a text that passed `moneyProblem`, or null. */
export function centsOf(text: string): number | null {
  const read = readMoney(text);
  return 'cents' in read ? read.cents : null;
}

const centsFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How a stored amount is shown for editing: 123456 → "1.234,56" (the field shows the "R$" itself). */
export function centsToText(cents: number | null | undefined): string {
  return cents == null ? '' : centsFormat.format(cents / 100);
}
