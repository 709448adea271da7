import { z } from 'zod/mini';
import { isValidBrMobile, isValidDocument, PASSWORD_MIN_LENGTH, passwordStrength } from '@/utils/br';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

export const roleCodeSchema = z.enum(['0', '2', '3', '4']);
/** Roles a visitor may choose at registration: family, producer, school/company. */
export const registerRoleSchema = z.enum(['2', '3', '4'], { error: 'validation.role.required' });

const digits = (value: string) => value.replace(/\D/g, '');

// Error messages are message ids (validation.*): forms show them in the user's language and the
// mock API answers them in pt-BR, as the real server does.
export const loginCellSchema = z
  .pipe(z.string({ error: 'validation.phone.required' }), z.transform(digits))
  .check(
    z.refine((v) => v.length > 0, 'validation.phone.required'),
    z.refine(isValidBrMobile, 'validation.phone.invalid'),
  );

export const passwordSchema = z.string({ error: 'validation.password.required' }).check(
  z.minLength(1, 'validation.password.required'),
  z.minLength(PASSWORD_MIN_LENGTH, 'validation.password.min'),
  z.maxLength(72, 'validation.password.max'),
  z.refine((v) => passwordStrength(v).score >= 2, 'validation.password.weak'),
);

export const emailSchema = z.pipe(
  z
    .string({ error: 'validation.email.required' })
    .check(z.trim(), z.minLength(1, 'validation.email.required'), z.maxLength(254, 'validation.email.max')),
  z.email({ error: 'validation.email.invalid' }),
);

export const documentSchema = z
  .pipe(z.string({ error: 'validation.document.required' }), z.transform(digits))
  .check(
    z.refine((v) => v.length > 0, 'validation.document.required'),
    z.refine(isValidDocument, 'validation.document.invalid'),
  );

const personName = (field: 'firstName' | 'lastName') =>
  z
    .string({ error: `validation.${field}.required` })
    .check(
      z.trim(),
      z.minLength(1, `validation.${field}.required`),
      z.minLength(2, `validation.${field}.short`),
      z.maxLength(60, `validation.${field}.max`),
    );

export const loginRequestSchema = z.object({
  login_cell: loginCellSchema,
  pass_token: z
    .string({ error: 'validation.password.required' })
    .check(z.minLength(1, 'validation.password.required')),
});

export const registerRequestSchema = z.object({
  login_cell: loginCellSchema,
  pass_token: passwordSchema,
  first_name: personName('firstName'),
  last_name: personName('lastName'),
  document: documentSchema,
  email_address: emailSchema,
  role: registerRoleSchema,
});

export const verifyRequestSchema = z.object({
  login_cell: loginCellSchema,
  accessCode: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'validation.code.invalid')),
});

export const resendCodeRequestSchema = z.object({ login_cell: loginCellSchema });
export const forgotPasswordRequestSchema = z.object({ email_address: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(10, 'validation.resetToken.invalid')),
  pass_token: passwordSchema,
});
export const profileUpdateRequestSchema = z.object({
  first_name: personName('firstName'),
  last_name: personName('lastName'),
  email_address: emailSchema,
  url_perfil: z.optional(z.nullable(z.string().check(z.maxLength(500_000, 'validation.image.tooLarge')))),
});
export const changePasswordRequestSchema = z.object({
  current_password: z.string().check(z.minLength(1, 'validation.currentPassword.required')),
  pass_token: passwordSchema,
});

/** The user as the API sends it. */
export const userDtoSchema = z.looseObject({
  id: z.string(),
  role: z.union([roleCodeSchema, z.string()]),
  name: z.string(),
  first_name: z.optional(z.string()),
  last_name: z.optional(z.string()),
  url_perfil: z.nullish(z.string()),
  email_address: z.nullish(z.string()),
  login_cell: z.nullish(z.string()),
  document: z.nullish(z.string()),
  verified: z.optional(z.boolean()),
});

export const loginResponseSchema = z.extend(envelopeSchema, {
  token: z.string().check(z.minLength(1)),
  userdto: userDtoSchema,
});
export const registerResponseSchema = z.extend(envelopeSchema, {
  token: z.string().check(z.minLength(1)),
  userdto: userDtoSchema,
});
export const verifyResponseSchema = envelopeSchema;
export const meResponseSchema = z.extend(envelopeSchema, {
  userdto: z.optional(userDtoSchema),
  user: z.optional(userDtoSchema),
});
export const resendCodeResponseSchema = z.extend(envelopeSchema, {
  retryAfterSeconds: z.int().check(z.nonnegative()),
});
export const profileResponseSchema = z.extend(envelopeSchema, { userdto: userDtoSchema });

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type UserDto = z.infer<typeof userDtoSchema>;

export const authEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with phone and password',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account (family, producer or school); sends an SMS code',
    access: 'public',
    body: registerRequestSchema,
    response: registerResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/verify',
    summary: 'Confirm the SMS access code',
    access: 'public',
    body: verifyRequestSchema,
    response: verifyResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user (userdto)',
    access: 'signedIn',
    response: meResponseSchema,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/auth/logout',
    summary:
      'End the session of the bearer token: the token is revoked until it expires, so any call with it (GET /api/auth/me included) answers 401 afterwards',
    access: 'signedIn',
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/resend-code',
    summary: 'Send the SMS code again (30 s cooldown)',
    access: 'public',
    body: resendCodeRequestSchema,
    response: resendCodeResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a password reset link (same answer whether or not the e-mail exists)',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from the e-mail',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/auth/profile',
    summary: 'Update name, e-mail and avatar of the signed-in user',
    access: 'signedIn',
    body: profileUpdateRequestSchema,
    response: profileResponseSchema,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/auth/change-password',
    summary: 'Change the password (current one required)',
    access: 'signedIn',
    body: changePasswordRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
];
