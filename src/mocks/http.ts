import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Endpoint } from '@/api/contract/endpoints';
import { db } from './db/database';
import type { DbUser, Tables } from './db/types';
import { decideFault } from './faults';
import { mockIssueMessage } from './issueMessages';
import { tokenId, verifyToken } from './jwt';

export interface RouteContext<Body> {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Body;
  user: DbUser | null;
  t: Tables;
}

export interface RouteResult {
  status?: number;
  body: Record<string, unknown>;
}

export type Resolver<Body> = (ctx: RouteContext<Body>) => RouteResult | Promise<RouteResult>;

export function ok(extra: Record<string, unknown> = {}, msg = ''): RouteResult {
  return { status: 200, body: { flag: true, msg, ...extra } };
}

export function fail(status: number, msg: string, errors?: Record<string, string>): RouteResult {
  return { status, body: { flag: false, msg, ...(errors && { errors }) } };
}

/** The 422 answer to invalid fields: the first field's error is the message. */
export function invalid(errors: Record<string, string>): RouteResult {
  return fail(422, Object.values(errors)[0] ?? 'Dados inválidos.', errors);
}

/** Thrown inside a resolver to answer an error at once. */
export class HttpError extends Error {
  readonly result: RouteResult;
  constructor(status: number, msg: string, errors?: Record<string, string>) {
    super(msg);
    this.result = fail(status, msg, errors);
  }
}

function json(result: RouteResult) {
  return HttpResponse.json(result.body, { status: result.status ?? 200 });
}

async function authenticate(
  request: Request,
  t: Tables,
): Promise<{ user: DbUser | null; error: RouteResult | null }> {
  const header = request.headers.get('Authorization');
  if (!header) return { user: null, error: null };
  const match = /^Bearer (.+)$/.exec(header);
  if (!match?.[1]) return { user: null, error: fail(401, 'Sessão inválida. Entre novamente.') };
  const verified = await verifyToken(match[1]);
  if (!verified.ok) {
    return {
      user: null,
      error: fail(
        401,
        verified.reason === 'expired'
          ? 'Sua sessão expirou. Entre novamente.'
          : 'Sessão inválida. Entre novamente.',
      ),
    };
  }
  const id = tokenId(match[1], verified.claims);
  if (t.revokedTokens?.some((r) => r.id === id))
    return { user: null, error: fail(401, 'Esta sessão foi encerrada. Entre novamente.') };
  const user = t.users.find((u) => u.id === verified.claims.sub) ?? null;
  if (!user) return { user: null, error: fail(401, 'Sessão inválida. Entre novamente.') };
  if (user.status === 'blocked')
    return { user: null, error: fail(401, 'Esta conta está bloqueada. Fale com o suporte.') };
  return { user, error: null };
}

// The server speaks pt-BR: validation ids become the pt-BR text (the raw catalogue, not the compiled one).
const rawCatalogues = import.meta.glob<string>('../i18n/messages/pt-BR/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const serverMessages = Object.values(rawCatalogues).reduce<Record<string, string>>(
  (all, source) => ({ ...all, ...(JSON.parse(source) as Record<string, string>) }),
  {},
);

/** Field errors of a failed parse, keyed by the first path segment, first message per field, in pt-BR. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= serverMessages[issue.message] ?? issue.message;
  }
  return errors;
}

/**
 * One handler for one contract endpoint: fault injection, auth and roles, body validation and
 * idempotency keys, the way the real server enforces them.
 */
export function route(endpoint: Endpoint, resolve: Resolver<undefined>): HttpHandler;
export function route<S extends z.ZodMiniType>(
  endpoint: Endpoint,
  bodySchema: S,
  resolve: Resolver<z.infer<S>>,
): HttpHandler;
export function route(
  endpoint: Endpoint,
  schemaOrResolve: z.ZodMiniType | Resolver<undefined>,
  maybeResolve?: Resolver<unknown>,
): HttpHandler {
  const resolve = (maybeResolve ?? schemaOrResolve) as Resolver<unknown>;
  if (maybeResolve && schemaOrResolve !== endpoint.body) {
    throw new Error(`Body schema of ${endpoint.method} ${endpoint.path} is not the contract's`);
  }
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  return http[method](`*${endpoint.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    const fault = decideFault(request, endpoint.path);
    if (fault.latencyMs > 0) await delay(fault.latencyMs);
    if (fault.status === 'network') return HttpResponse.error();
    if (fault.status === 'malformed')
      return new HttpResponse('<html>Bad Gateway</html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      });
    if (typeof fault.status === 'number')
      return json(fail(fault.status, 'Falha simulada pelo modo de demonstração.'));

    const t = db.tables;
    const { user, error } = await authenticate(request, t);
    if (endpoint.access !== 'public') {
      if (error) return json(error);
      if (!user) return json(fail(401, 'Entre na sua conta para continuar.'));
      if (endpoint.access !== 'signedIn' && !(endpoint.access as readonly string[]).includes(user.role)) {
        return json(fail(403, 'Você não tem permissão para acessar este recurso.'));
      }
    }

    let body: unknown = undefined;
    if (endpoint.body) {
      let raw: unknown;
      try {
        raw = await request.json();
      } catch {
        return json(fail(400, 'Corpo da requisição inválido.'));
      }
      // Refusals without the contract's own message are worded in pt-BR, as the rest of the answers.
      const parsed = endpoint.body.safeParse(raw, { error: mockIssueMessage });
      if (!parsed.success) return json(invalid(fieldErrors(parsed.error)));
      body = parsed.data;
    }

    const idemKey = endpoint.idempotent ? request.headers.get('Idempotency-Key') : null;
    const endpointKey = `${endpoint.method} ${endpoint.path}`;
    if (endpoint.idempotent && !idemKey) return json(fail(400, 'Cabeçalho Idempotency-Key obrigatório.'));
    if (idemKey && user) {
      const previous = t.idempotency.find(
        (r) => r.key === idemKey && r.userId === user.id && r.endpoint === endpointKey,
      );
      if (previous) return json({ status: previous.status, body: previous.body as Record<string, unknown> });
    }

    let result: RouteResult;
    try {
      result = await resolve({
        request,
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: url.searchParams,
        body,
        user,
        t,
      });
    } catch (caught) {
      if (caught instanceof HttpError) result = caught.result;
      else throw caught;
    }
    if (idemKey && user && (result.status ?? 200) < 500) {
      t.idempotency.push({
        key: idemKey,
        userId: user.id,
        endpoint: endpointKey,
        status: result.status ?? 200,
        body: result.body,
      });
    }
    if (endpoint.method !== 'GET') db.changed();
    return json(result);
  });
}

/** Page a list by the contract's page/pageSize (1-based). */
export function paginate<T>(items: T[], query: URLSearchParams): { lst: T[]; total: number } {
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.min(200, Math.max(1, Number(query.get('pageSize') ?? 20) || 20));
  return { lst: items.slice((page - 1) * pageSize, page * pageSize), total: items.length };
}
