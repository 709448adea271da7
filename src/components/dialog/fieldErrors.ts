import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/errors';

function isList<N>(fields: readonly N[] | Readonly<Record<string, N>>): fields is readonly N[] {
  return Array.isArray(fields);
}

/**
 * Puts the server's field errors on the form's own fields, in the form's order, focusing the first
 * one (unless `focus` is false). `fields` lists the form's names, or maps the server's names to them.
 * False when none of them matched: the error then belongs above the form.
 */
export function placeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[] | Readonly<Record<string, FieldPath<T>>>,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  if (!isApiError(error)) return false;
  const pairs: [string, FieldPath<T>][] = isList(fields)
    ? fields.map((name) => [name, name])
    : Object.entries(fields);
  let placed = false;
  for (const [serverName, name] of pairs) {
    const message = error.fieldErrors[serverName];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: focus && !placed });
    placed = true;
  }
  return placed;
}
