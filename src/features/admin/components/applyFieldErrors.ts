import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiErrorShape } from '@/api/errors';

export function isApiError(value: unknown): value is ApiErrorShape {
  return typeof value === 'object' && value !== null && 'kind' in value && 'message' in value;
}

/** Puts the server's field errors on the matching fields; returns whether any field took one. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = fields.find((f) => f === field);
    if (!match) continue;
    setError(match, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The message to show for a failed call: the server's words, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
