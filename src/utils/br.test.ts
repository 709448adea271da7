import { describe, expect, it } from 'vitest';
import { isValidBrPhone } from './br';

describe('isValidBrPhone', () => {
  it('takes a landline (DDD + 8 digits, starting 2–5) and a mobile (DDD + 9 + 8 digits), typed any way', () => {
    expect(isValidBrPhone('(11) 3456-7890')).toBe(true);
    expect(isValidBrPhone('11 98765-4321')).toBe(true);
    expect(isValidBrPhone('21987654321')).toBe(true);
  });

  it('refuses a DDD with a zero, a landline starting 6–9, a mobile without its 9 and a short number', () => {
    expect(isValidBrPhone('(01) 3456-7890')).toBe(false);
    expect(isValidBrPhone('(11) 7456-7890')).toBe(false);
    expect(isValidBrPhone('(11) 88765-4321')).toBe(false);
    expect(isValidBrPhone('11 3456-789')).toBe(false);
  });
});
