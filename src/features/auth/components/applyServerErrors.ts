import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiErrorShape } from '@/api/errors';

/** Puts the server's field errors on the matching fields; returns whether any field took one. */
export function applyServerErrors<T extends FieldValues>(
  error: ApiErrorShape,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = fields.find((f) => f === field);
    if (match) {
      setError(match, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
