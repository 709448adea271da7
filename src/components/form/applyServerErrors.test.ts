import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { ApiErrorShape } from '@/api/errors';
import { applyServerErrors, serverFormError } from './applyServerErrors';

const intl = createIntl({ locale: 'pt-BR', messages: {} });

const apiError = (fieldErrors: Record<string, string>): ApiErrorShape => ({
  kind: 'validation',
  status: 400,
  message: 'Dados inválidos',
  fromServer: true,
  fieldErrors,
});

describe('applyServerErrors', () => {
  it('puts each known field error on its field, focusing the first only', () => {
    const setError = vi.fn();
    const applied = applyServerErrors<{ name: string; code: string }>(
      apiError({ name: 'Obrigatório', other: 'x', code: 'Já usado' }),
      ['name', 'code'],
      setError,
    );
    expect(applied).toBe(true);
    expect(setError).toHaveBeenCalledTimes(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'name',
      { type: 'server', message: 'Obrigatório' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'code',
      { type: 'server', message: 'Já usado' },
      { shouldFocus: false },
    );
  });

  it('says so when no field took an error', () => {
    const setError = vi.fn();
    expect(applyServerErrors<{ name: string }>(apiError({ other: 'x' }), ['name'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('serverFormError', () => {
  it('leaves nothing above the form when a field took the error', () => {
    expect(
      serverFormError<{ name: string }>(intl, apiError({ name: 'x' }), ['name'], vi.fn(), 'Falhou'),
    ).toBeNull();
  });

  it("gives the server's words, or the fallback for anything that is not an API error", () => {
    expect(serverFormError<{ name: string }>(intl, apiError({}), ['name'], vi.fn(), 'Falhou')).toBe(
      'Dados inválidos',
    );
    expect(serverFormError<{ name: string }>(intl, new Error('boom'), ['name'], vi.fn(), 'Falhou')).toBe(
      'Falhou',
    );
  });
});
