import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

/**
 * The message of a check that names none: zod's own text is English ("Invalid input"), and the forms show
 * message ids translated where they are displayed (useErrorText). An empty field asks to be filled in;
 * anything else asks to be checked. A check's own message always comes first.
 */
export function formIssueMessage(issue: z4.$ZodRawIssue): string {
  const empty = issue.input === undefined || issue.input === null || issue.input === '';
  return empty ? 'errors.field.required' : 'errors.field.invalid';
}

/** react-hook-form's zod resolver, with every message in the user's language (formIssueMessage). */
export function formResolver<
  Input extends FieldValues,
  Context,
  Output,
  T extends { _zod: { output: Output; input: Input } } = { _zod: { output: Output; input: Input } },
>(schema: T): Resolver<z4.input<T>, Context, z4.output<T>> {
  return zodResolver<Input, Context, Output, T>(schema, { error: formIssueMessage });
}
