import { z, type ZodType } from 'zod';

/** Every answer of the API: `{ flag, msg, lst?, total?, obj? }` (the style of SPEC.md §7). */
export const envelopeSchema = z.looseObject({ flag: z.boolean(), msg: z.string().default('') });

export const okSchema = envelopeSchema;

export function objEnvelope<T extends ZodType>(obj: T) {
  return z.looseObject({ flag: z.literal(true), msg: z.string().default(''), obj });
}

export function listEnvelope<T extends ZodType>(item: T) {
  return z.looseObject({
    flag: z.literal(true),
    msg: z.string().default(''),
    lst: z.array(item),
    total: z.number().int().nonnegative().optional(),
  });
}

/** Query of list endpoints that can grow. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  search: z.string().trim().max(200).optional(),
  sort: z.string().max(60).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
