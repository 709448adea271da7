import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { boundsOf, maxLengthOf } from './schemaLimits';

describe('schema limits', () => {
  it('reads the longest text through optional, nullable and default wrappers', () => {
    const text = z.string().check(z.trim(), z.minLength(2), z.maxLength(80));
    expect(maxLengthOf(text)).toBe(80);
    expect(maxLengthOf(z._default(z.optional(z.nullable(text)), null))).toBe(80);
    expect(maxLengthOf(z.string())).toBeUndefined();
  });

  it('keeps the tightest number bounds, exclusive ones at their value', () => {
    expect(boundsOf(z.int().check(z.gte(1), z.lte(500), z.lte(200)))).toEqual({ minimum: 1, maximum: 200 });
    expect(boundsOf(z.int().check(z.positive()))).toEqual({ minimum: 0 });
    expect(boundsOf(z.number())).toEqual({});
  });
});
