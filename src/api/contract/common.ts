import { z, type ZodMiniType } from 'zod/mini';
import { ROLES, type RoleCode } from '@/store/roles';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API as this app calls it. The mock API implements exactly these, the client parses
 * responses with `response`, and docs/api-contract.md is generated from this list.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Path with `:param` placeholders. */
  path: string;
  summary: string;
  /** Who may call it: 'public', any signed-in user, or a list of roles. */
  access: 'public' | 'signedIn' | readonly RoleCode[];
  query?: ZodMiniType;
  body?: ZodMiniType;
  response: ZodMiniType;
  /** Spends money: carries an Idempotency-Key header; the same key twice creates one record. */
  idempotent?: boolean;
  /** Which part of the product calls it (SPEC.md section or DESIGN.md controller). */
  source: 'spec' | 'design';
}

export const { admin, client, producer, company } = ROLES;
/** Producers and schools: both sell tickets. */
export const sellers = [producer, company] as const;
export const idParam = z.object({ id: z.string() });
/** The list query every paged list takes. */
export const listQuery = z.object({
  page: z.optional(z.int()),
  pageSize: z.optional(z.int()),
  search: z.optional(z.string()),
  sort: z.optional(z.string()),
});
export const dateRange = z.object({ from: z.optional(z.string()), to: z.optional(z.string()) });

export const e = (endpoint: Endpoint) => endpoint;
