import type { UseFormSetError } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import { formFieldOf, type EventField, type EventFormValues } from './eventForm';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/**
 * Puts the server's field errors on their fields. Returns the fields it marked (in the order the server
 * gave them) and the message to show above the form when no field could carry it.
 */
export function applyServerErrors(
  intl: IntlShape,
  error: unknown,
  setError: UseFormSetError<EventFormValues>,
  fallback: string,
): { fields: EventField[]; message: string | null } {
  if (!isApiError(error)) return { fields: [], message: fallback };
  const fields: EventField[] = [];
  for (const [apiField, message] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(apiField);
    if (!field || fields.includes(field)) continue;
    setError(field, { type: 'server', message });
    fields.push(field);
  }
  return { fields, message: fields.length > 0 ? null : apiErrorText(intl, error, fallback) };
}
