import { matchesOrderCode, orderCode } from './orderCode';

describe('orderCode', () => {
  test('a short, stable code with the brand prefix and no ambiguous characters', () => {
    const code = orderCode('ord-cacld7dl');
    expect(code).toMatch(/^LUMI-[A-HJKMNP-Z2-9]{6}$/);
    expect(orderCode('ord-cacld7dl')).toBe(code);
    expect(code).not.toContain('cacld7dl'.toUpperCase());
  });

  test('spreads: 20 000 ids in a row give 20 000 different codes', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => `ord-${i.toString(36).padStart(8, '0')}`);
    expect(new Set(ids.map(orderCode)).size).toBe(ids.length);
  });

  test('is found by its code with or without the prefix, in any case; not by the prefix or 3 characters', () => {
    const code = orderCode('ord-abc');
    expect(matchesOrderCode('ord-abc', code)).toBe(true);
    expect(matchesOrderCode('ord-abc', code.slice(5).toLowerCase())).toBe(true);
    expect(matchesOrderCode('ord-abc', ` ${code.toLowerCase()} `)).toBe(true);
    expect(matchesOrderCode('ord-abc', code.slice(5, 9))).toBe(true);
    expect(matchesOrderCode('ord-abc', 'LUMI')).toBe(false);
    expect(matchesOrderCode('ord-abc', 'LUMI-')).toBe(false);
    expect(matchesOrderCode('ord-abc', code.slice(5, 8))).toBe(false);
    expect(matchesOrderCode('ord-xyz', code)).toBe(false);
  });
});
