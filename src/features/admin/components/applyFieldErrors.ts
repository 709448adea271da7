import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/errors';

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
