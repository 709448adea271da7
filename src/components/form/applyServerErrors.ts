import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { isApiError, type ApiErrorShape } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/**
 * Puts the server's field errors on the matching fields (the first one gets focus); returns whether
 * any field took one.
 */
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

/**
 * What a failed save leaves to say above the form: the field errors go on their fields (and then
 * nothing is said above), anything else becomes the server's words or `fallback`.
 */
export function serverFormError<T extends FieldValues>(
  intl: IntlShape,
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  return applyServerErrors(error, fields, setError) ? null : apiErrorText(intl, error, fallback);
}
