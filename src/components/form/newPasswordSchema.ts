import { z } from 'zod/mini';

/** The confirmation of a new password: required, then checked against it (confirmMatchesPassword). */
export const confirmPasswordField = z.string().check(z.minLength(1, 'validation.confirm.required'));

/** The rule every form that sets a password adds: the confirmation matches, or the error sits on it. */
export const confirmMatchesPassword = z.refine<{ pass_token: string; confirm: string }>(
  (values) => values.pass_token === values.confirm,
  { path: ['confirm'], message: 'validation.confirm.mismatch' },
);
