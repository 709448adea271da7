import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { splitFieldMessage } from './fieldMessage';
import {
  centsOf,
  centsToText,
  integerOf,
  integerProblem,
  limitsOf,
  moneyProblem,
  readInteger,
  readMoney,
} from './numberText';

const CAPACITY = { min: 1, max: 200_000 };
/** The id a message made by integerProblem / moneyProblem names. */
const idOf = (message: string | null) => (message == null ? null : splitFieldMessage(message).id);

describe('readInteger', () => {
  it('reads digits as typed, with spaces around', () => {
    expect(readInteger('150')).toEqual({ value: 150 });
    expect(readInteger(' 42 ')).toEqual({ value: 42 });
    expect(integerOf('007')).toBe(7);
  });

  it('says why other texts are not whole numbers, instead of keeping their digits', () => {
    expect(readInteger('')).toEqual({ problem: 'required' });
    expect(readInteger('12.5')).toEqual({ problem: 'decimal' });
    expect(readInteger('12,5')).toEqual({ problem: 'decimal' });
    expect(readInteger('1e9')).toEqual({ problem: 'exponent' });
    expect(readInteger('2E3')).toEqual({ problem: 'exponent' });
    expect(readInteger('-5')).toEqual({ problem: 'negative' });
    expect(readInteger('−5')).toEqual({ problem: 'negative' });
    expect(readInteger('12a')).toEqual({ problem: 'notNumber' });
    expect(readInteger('1 000')).toEqual({ problem: 'notNumber' });
    expect(integerOf('12.5')).toBeNull();
  });
});

describe('integerProblem', () => {
  it('accepts what is inside the limits', () => {
    expect(integerProblem('1', CAPACITY)).toBeNull();
    expect(integerProblem('200000', CAPACITY)).toBeNull();
  });

  it('gives each problem its message, always with the limits', () => {
    const cases: [string, string][] = [
      ['12.5', 'validation.integer.decimal'],
      ['1e9', 'validation.integer.exponent'],
      ['-5', 'validation.integer.negative'],
      ['abc', 'validation.integer.notNumber'],
      ['0', 'validation.integer.range'],
      ['99999999', 'validation.integer.range'],
      ['', 'validation.integer.required'],
    ];
    for (const [text, id] of cases) {
      const message = integerProblem(text, CAPACITY);
      expect(message && splitFieldMessage(message)).toEqual({ id, values: { min: 1, max: 200_000 } });
    }
  });

  it("says the field's own words when it is empty, if it has them", () => {
    expect(integerProblem(' ', { ...CAPACITY, requiredId: 'producer.validation.capacity' })).toBe(
      'producer.validation.capacity',
    );
  });
});

describe('readMoney', () => {
  it('reads reais typed the Brazilian way into cents', () => {
    expect(readMoney('1.234,56')).toEqual({ cents: 123_456 });
    expect(readMoney('1234,5')).toEqual({ cents: 123_450 });
    expect(readMoney('45')).toEqual({ cents: 4500 });
    expect(readMoney('R$ 12,00')).toEqual({ cents: 1200 });
    expect(readMoney('0,99')).toEqual({ cents: 99 });
    expect(readMoney('10.000')).toEqual({ cents: 1_000_000 });
    expect(centsOf('1,')).toBe(100);
  });

  it('says why other texts are not amounts, instead of keeping their digits', () => {
    expect(readMoney('-100')).toEqual({ problem: 'negative' });
    expect(readMoney('1e10')).toEqual({ problem: 'exponent' });
    expect(readMoney('12,345')).toEqual({ problem: 'decimals' });
    expect(readMoney('12.50')).toEqual({ problem: 'notNumber' });
    expect(readMoney('1.23.4')).toEqual({ problem: 'notNumber' });
    expect(readMoney('dez')).toEqual({ problem: 'notNumber' });
    expect(readMoney('')).toEqual({ problem: 'required' });
    expect(centsOf('-100')).toBeNull();
  });
});

describe('moneyProblem', () => {
  const PRICE = { min: 0, max: 10_000_000 };
  it('accepts what is inside the limits', () => {
    expect(moneyProblem('100.000,00', PRICE)).toBeNull();
    expect(moneyProblem('0', PRICE)).toBeNull();
  });

  it('gives each problem its message; the limits are said as money', () => {
    expect(idOf(moneyProblem('-100', PRICE))).toBe('validation.money.negative');
    expect(idOf(moneyProblem('1e10', PRICE))).toBe('validation.money.exponent');
    expect(idOf(moneyProblem('1,999', PRICE))).toBe('validation.money.decimals');
    expect(idOf(moneyProblem('abc', PRICE))).toBe('validation.money.notNumber');
    const over = moneyProblem('100.000,01', PRICE);
    expect(over && splitFieldMessage(over).id).toBe('validation.money.max');
    expect(over && splitFieldMessage(over).values.max).toMatch(/^R\$\s100\.000,00$/);
    const under = moneyProblem('0,50', { min: 100, max: 500 });
    expect(under && splitFieldMessage(under).values.min).toMatch(/^R\$\s1,00$/);
  });
});

describe('centsToText', () => {
  it('shows a stored amount the way it is typed back', () => {
    expect(centsToText(123_456)).toBe('1.234,56');
    expect(centsToText(4500)).toBe('45,00');
    expect(centsToText(null)).toBe('');
    expect(centsOf(centsToText(987_654_321))).toBe(987_654_321);
  });
});

describe('limitsOf', () => {
  it("takes a contract schema's limits, and needs a maximum where it sets none", () => {
    expect(limitsOf(z.int().check(z.gte(1), z.lte(500)))).toEqual({
      min: 1,
      max: 500,
      requiredId: undefined,
    });
    expect(limitsOf(z.int().check(z.nonnegative()), { max: 10 })).toMatchObject({
      min: 0,
      max: 10,
    });
    expect(() => limitsOf(z.int().check(z.gte(1)))).toThrow();
  });
});

describe('splitFieldMessage', () => {
  it('leaves plain ids and server texts alone', () => {
    expect(splitFieldMessage('producer.validation.title')).toEqual({
      id: 'producer.validation.title',
      values: {},
    });
    expect(splitFieldMessage('Você já tem um evento {assim}')).toEqual({
      id: 'Você já tem um evento {assim}',
      values: {},
    });
  });
});
