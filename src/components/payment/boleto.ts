import { onlyDigits } from '@/utils/br';

/**
 * The bank slip (boleto de cobrança, FEBRABAN layout): its 44-digit barcode and the 47-digit typed line
 * (linha digitável) people type into a banking app. Both carry the same data in a different order:
 *
 *   barcode:     bank(3) currency(1) DV(1) due factor(4) amount(10) free field(25)
 *   typed line:  bank currency free[0..5] dv1 · free[5..15] dv2 · free[15..25] dv3 · DV · factor amount
 *
 * dv1–dv3 are modulo 10 of their field; DV (the barcode's own check digit) is modulo 11 of the other 43.
 */

export const LINE_LENGTH = 47;

/** Modulo 10 of a typed line's field: weights 2, 1, 2… from the right, a product's digits added up. */
export function boletoMod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const product = Number(digits[i]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 of the barcode: weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function boletoMod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * A barcode from its 43 data digits (bank, currency, due factor, amount, free field), with its check
 * digit put in the fifth place.
 */
export function barcodeWithDv(data: string): string {
  if (!/^\d{43}$/.test(data)) throw new Error('A boleto barcode has 43 data digits');
  return `${data.slice(0, 4)}${boletoMod11(data)}${data.slice(4)}`;
}

/** The 47 digits of the typed line of a 44-digit barcode, with each field's check digit. */
export function lineFromBarcode(barcode: string): string {
  if (!/^\d{44}$/.test(barcode)) throw new Error('A boleto barcode has 44 digits');
  const free = barcode.slice(19);
  const field = (digits: string) => `${digits}${boletoMod10(digits)}`;
  return [
    field(`${barcode.slice(0, 4)}${free.slice(0, 5)}`),
    field(free.slice(5, 15)),
    field(free.slice(15, 25)),
    barcode.charAt(4),
    barcode.slice(5, 19),
  ].join('');
}

/**
 * The 44-digit barcode a typed line stands for (any punctuation ignored), or null when it does not
 * have 47 digits. The check digits are not verified here: see `lineProblem`.
 */
export function barcodeFromLine(line: string): string | null {
  const d = onlyDigits(line);
  if (d.length !== LINE_LENGTH) return null;
  return `${d.slice(0, 4)}${d.charAt(32)}${d.slice(33, 47)}${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`;
}

export type LineProblem = 'length' | 'field1' | 'field2' | 'field3' | 'dv';

/** What is wrong with a typed line, or null when its length and all four check digits agree. */
export function lineProblem(line: string): LineProblem | null {
  const d = onlyDigits(line);
  const barcode = barcodeFromLine(d);
  if (barcode == null) return 'length';
  if (boletoMod10(d.slice(0, 9)) !== Number(d.charAt(9))) return 'field1';
  if (boletoMod10(d.slice(10, 20)) !== Number(d.charAt(20))) return 'field2';
  if (boletoMod10(d.slice(21, 31)) !== Number(d.charAt(31))) return 'field3';
  if (boletoMod11(`${barcode.slice(0, 4)}${barcode.slice(5)}`) !== Number(barcode.charAt(4))) return 'dv';
  return null;
}

const DAY_MS = 86_400_000;

/**
 * The due factor of a YYYY-MM-DD: days since 1997-10-07, restarting at 1000 after 9999 (as it did on
 * 2025-02-22, and will again every 9000 days).
 */
export function dueFactor(dueDate: string): string {
  let factor = Math.round((Date.parse(`${dueDate}T12:00:00Z`) - Date.parse('1997-10-07T12:00:00Z')) / DAY_MS);
  while (factor > 9999) factor -= 9000;
  return String(factor).padStart(4, '0');
}

/** A typed line in its five groups: "00190.00009 01234.567890 12345.678901 2 12340000010000". */
export function formatLine(line: string): string {
  const d = onlyDigits(line);
  if (d.length !== LINE_LENGTH) return line;
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d.charAt(32)} ${d.slice(33)}`;
}

export interface BarcodeParts {
  /** The bank's clearing code, e.g. "001". */
  bank: string;
  /** "9" for reais. */
  currency: string;
  /** Days since 1997-10-07, restarting at 1000 every 9000 days; "0000" when there is no due date. */
  dueFactor: string;
  /** In cents; 0 when the payer types the amount. */
  amountCents: number;
  /** 25 digits laid out by each bank. */
  freeField: string;
}

export function barcodeParts(barcode: string): BarcodeParts {
  return {
    bank: barcode.slice(0, 3),
    currency: barcode.charAt(3),
    dueFactor: barcode.slice(5, 9),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19, 44),
  };
}

/** The bank's code with its own check digit, as slips print it: "001-9", "237-2", "104-0". */
export function bankCode(barcode: string): string {
  const bank = barcode.slice(0, 3);
  // Weights 2, 3, 4 from the right.
  const sum = Number(bank[2]) * 2 + Number(bank[1]) * 3 + Number(bank[0]) * 4;
  const dv = 11 - (sum % 11);
  return `${bank}-${dv >= 10 ? 0 : dv}`;
}

/**
 * The nosso número (the bank's number of this slip) read from the free field, for the layouts this
 * platform's banks use: Banco do Brasil with a 7-digit agreement ("000000" + agreement(7) + number(10) +
 * wallet(2)) and Bradesco (branch(4) wallet(2) number(11) account(7) "0"). Null for any other layout.
 */
export function ourNumber(barcode: string): string | null {
  const { bank, freeField } = barcodeParts(barcode);
  if (bank === '001' && freeField.startsWith('000000')) return freeField.slice(6, 23);
  if (bank === '237') return `${freeField.slice(4, 6)}/${freeField.slice(6, 17)}`;
  return null;
}
