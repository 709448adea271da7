import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/**
 * Puts the server's field errors on the matching fields (the first one gets focus) and returns the
 * message to show above the form when no field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  intl: IntlShape,
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  let applied = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const match = fields.find((f) => f === field);
    if (match) {
      setError(match, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied ? null : apiErrorText(intl, error, fallback);
}
