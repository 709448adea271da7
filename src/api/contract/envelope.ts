import { z, type ZodMiniType } from 'zod/mini';

/** Every answer of the API: `{ flag, msg, lst?, total?, obj? }` (the style of SPEC.md §7). */
export const envelopeSchema = z.looseObject({ flag: z.boolean(), msg: z._default(z.string(), '') });

export const okSchema = envelopeSchema;

export function objEnvelope<T extends ZodMiniType>(obj: T) {
  return z.looseObject({ flag: z.literal(true), msg: z._default(z.string(), ''), obj });
}

export function listEnvelope<T extends ZodMiniType>(item: T) {
  return z.looseObject({
    flag: z.literal(true),
    msg: z._default(z.string(), ''),
    lst: z.array(item),
    total: z.optional(z.int().check(z.nonnegative())),
  });
}

/** Query of list endpoints that can grow. */
export const listQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), 20),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z.optional(z.string().check(z.maxLength(60))),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
