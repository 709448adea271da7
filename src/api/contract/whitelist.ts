import { z } from 'zod/mini';
import { emailSchema, loginCellSchema } from './auth';
import { e, type Endpoint } from './common';
import { whitelistEntrySchema } from './domain';
import { envelopeSchema } from './envelope';

/** Profiles a visitor can join the waiting list as. */
export const WHITELIST_PROFILES = whitelistEntrySchema.shape.profile.options;
export type WhitelistProfile = (typeof WHITELIST_PROFILES)[number];

// Messages are ids: the form shows them in the visitor's language, the mock answers them in pt-BR.
export const whitelistJoinRequestSchema = z.object({
  name: z
    .string({ error: 'whitelist.validation.name.required' })
    .check(
      z.trim(),
      z.minLength(1, 'whitelist.validation.name.required'),
      z.minLength(3, 'whitelist.validation.name.short'),
      z.maxLength(100, 'whitelist.validation.name.max'),
    ),
  email: emailSchema,
  phone: loginCellSchema,
  profile: z.enum(WHITELIST_PROFILES, { error: 'whitelist.validation.profile.required' }),
  consent: z.literal(true, { error: 'whitelist.validation.consent.required' }),
});

export type WhitelistJoinRequest = z.input<typeof whitelistJoinRequestSchema>;
export type WhitelistJoinBody = z.output<typeof whitelistJoinRequestSchema>;

export const whitelistEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'POST',
    path: '/api/Whitelist/join',
    summary: 'Join the waiting list',
    access: 'public',
    body: whitelistJoinRequestSchema,
    response: envelopeSchema,
    source: 'design',
  }),
];
