import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boletoLine } from '@/mocks/handlers/payment';
import {
  bankCode,
  barcodeFromLine,
  barcodeParts,
  barcodeWithDv,
  boletoMod10,
  boletoMod11,
  dueFactor,
  formatLine,
  lineFromBarcode,
  lineProblem,
  ourNumber,
} from './boleto';

// A real Itaú slip (R$ 3.070,14 due on 2008-07-10), its typed line and the barcode under it.
const ITAU_LINE = '34191.67006 04635.640644 60910.580004 7 39290000307014';
const ITAU_BARCODE = '34197392900003070141670004635640646091058000';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** The line with the digit at `index` (of its 47) replaced by another one. */
function changeDigit(line: string, index: number, by: number): string {
  const d = line.replace(/\D/g, '');
  const next = (Number(d[index]) + by) % 10;
  return `${d.slice(0, index)}${next}${d.slice(index + 1)}`;
}

describe('check digits', () => {
  it('modulo 10 of the typed line fields and modulo 11 of the barcode, as FEBRABAN defines them', () => {
    expect(boletoMod10('341916700')).toBe(6);
    expect(boletoMod10('0463564064')).toBe(4);
    expect(boletoMod10('6091058000')).toBe(4);
    expect(boletoMod11(`${ITAU_BARCODE.slice(0, 4)}${ITAU_BARCODE.slice(5)}`)).toBe(7);
    // A remainder that would give 0, 10 or 11 gives 1.
    expect(boletoMod11('0')).toBe(1);
    expect(boletoMod11('00000000000000000000000000000000000000000000')).toBe(1);
  });

  it('the bank code carries its own digit, as slips print it', () => {
    expect(bankCode('001')).toBe('001-9');
    expect(bankCode('237')).toBe('237-2');
    expect(bankCode('341')).toBe('341-7');
    expect(bankCode('104')).toBe('104-0');
  });
});

describe('typed line and barcode', () => {
  it('a real slip: the typed line gives its barcode (fields in barcode order) and back', () => {
    expect(barcodeFromLine(ITAU_LINE)).toBe(ITAU_BARCODE);
    expect(lineFromBarcode(ITAU_BARCODE)).toBe(ITAU_LINE.replace(/\D/g, ''));
    expect(formatLine(lineFromBarcode(ITAU_BARCODE))).toBe(ITAU_LINE);
    expect(lineProblem(ITAU_LINE)).toBeNull();
    expect(barcodeParts(ITAU_BARCODE)).toEqual({
      bank: '341',
      currency: '9',
      dueFactor: '3929',
      amountCents: 307014,
      freeField: '1670004635640646091058000',
    });
  });

  it('any barcode goes to a valid typed line and comes back the same', () => {
    fc.assert(
      fc.property(digits(43), (data) => {
        const barcode = barcodeWithDv(data);
        expect(barcode).toHaveLength(44);
        const line = lineFromBarcode(barcode);
        expect(line).toHaveLength(47);
        expect(lineProblem(line)).toBeNull();
        expect(barcodeFromLine(formatLine(line))).toBe(barcode);
      }),
      { numRuns: 300 },
    );
  });

  it('a mistyped digit in the first three fields is caught by that field’s check digit', () => {
    const positions = [
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, 'field1'] as const),
      ...[10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((i) => [i, 'field2'] as const),
      ...[21, 22, 23, 24, 25, 26, 27, 28, 29, 30].map((i) => [i, 'field3'] as const),
    ];
    fc.assert(
      fc.property(
        digits(43),
        fc.constantFrom(...positions),
        fc.integer({ min: 1, max: 9 }),
        (data, [index, field], by) => {
          const line = lineFromBarcode(barcodeWithDv(data));
          expect(lineProblem(changeDigit(line, index, by))).toBe(field);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a wrong amount or due factor is caught by the general check digit; a short line is refused', () => {
    const d = ITAU_LINE.replace(/\D/g, '');
    // R$ 3.070,14 typed as R$ 3.070,15.
    expect(lineProblem(changeDigit(d, 46, 1))).toBe('dv');
    expect(lineProblem(changeDigit(d, 33, 1))).toBe('dv');
    expect(lineProblem(changeDigit(d, 32, 1))).toBe('dv');
    expect(lineProblem(d.slice(0, 46))).toBe('length');
    expect(barcodeFromLine(d.slice(0, 46))).toBeNull();
    expect(lineProblem('')).toBe('length');
  });

  it('the due factor counts days from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(dueFactor('1997-10-07')).toBe('0000');
    expect(dueFactor('2008-07-10')).toBe('3929');
    expect(dueFactor('2025-02-21')).toBe('9999');
    expect(dueFactor('2025-02-22')).toBe('1000');
    expect(dueFactor('2026-01-01')).toBe(String(1000 + 313));
  });

  it('reads the nosso número of Banco do Brasil (7-digit agreement) and Bradesco slips', () => {
    // bank + currency, due factor, amount, then the free field: zeros, agreement, number, wallet.
    const bb = barcodeWithDv(
      ['0019', '1234', '0000012345', '000000', '3128457', '0000000042', '17'].join(''),
    );
    expect(ourNumber(bb)).toBe('31284570000000042');
    // Bradesco's free field: branch, wallet, number, account, zero.
    const bradesco = barcodeWithDv(
      ['2379', '1234', '0000012345', '1234', '09', '00000000123', '0012345', '0'].join(''),
    );
    expect(ourNumber(bradesco)).toBe('09/00000000123');
    expect(ourNumber(ITAU_BARCODE)).toBeNull();
  });
});

describe('the demo gateway’s boletos', () => {
  it('are valid slips of Banco do Brasil for the amount and due date asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.date({
          min: new Date('2025-02-22T00:00:00Z'),
          max: new Date('2049-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (cents, date) => {
          const dueDate = date.toISOString().slice(0, 10);
          const line = boletoLine(cents, dueDate);
          expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
          expect(lineProblem(line)).toBeNull();
          const barcode = barcodeFromLine(line) ?? '';
          expect(barcodeParts(barcode)).toMatchObject({
            bank: '001',
            currency: '9',
            dueFactor: dueFactor(dueDate),
            amountCents: cents,
          });
          expect(ourNumber(barcode)).toMatch(/^3128457\d{10}$/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
