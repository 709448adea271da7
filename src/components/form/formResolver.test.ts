import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { formResolver } from './formResolver';

const schema = z.object({
  kind: z.enum(['percent', 'fixed']),
  email: z.string().check(z.minLength(1, 'validation.email.required')),
  count: z.number(),
});

async function errorsOf(values: Record<string, unknown>) {
  const resolve = formResolver(schema);
  const result = await resolve(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error.message]));
}

describe('formResolver', () => {
  it('gives a check that names no message a message id, never zod’s English "Invalid input"', async () => {
    expect(await errorsOf({ kind: '', email: 'ana@exemplo.com', count: undefined })).toEqual({
      kind: 'errors.field.required',
      count: 'errors.field.required',
    });
    expect(await errorsOf({ kind: 'half', email: 'ana@exemplo.com', count: 'três' })).toEqual({
      kind: 'errors.field.invalid',
      count: 'errors.field.invalid',
    });
  });

  it('keeps the message a check names', async () => {
    expect(await errorsOf({ kind: 'fixed', email: '', count: 1 })).toEqual({
      email: 'validation.email.required',
    });
  });
});
