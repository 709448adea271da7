import { parseArgs } from 'node:util';
import type { z } from 'zod/mini';
import { ENDPOINTS, findEndpoint, type Endpoint, type HttpMethod } from '@/api/contract/endpoints';
import { ROLES } from '@/store/roles';
import { ACTOR_ROLES, Known, PLAN, Skip, type Actor, type Step } from './contract-verify-plan';

/**
 * `npm run contract:verify -- --api <base-url>`: checks a server against the contract the app is
 * built on (src/api/contract). It signs in, calls every read endpoint it can call safely (and, with
 * --writes, the writes too, on data it creates itself), parses each answer with the contract's zod
 * schema and prints one line per endpoint. Meant for the backend team: run it against staging to see
 * where the server and the app disagree.
 */

export type Credentials = { login_cell: string; password: string };
export type Role = Exclude<Actor, 'anonymous' | 'newAccount'>;

/** The demo accounts of the mock API (README): used for the roles not given with --account. */
export const DEMO_ACCOUNTS: Record<Role, Credentials> = {
  admin: { login_cell: '11900000000', password: 'Lumi@2026' },
  family: { login_cell: '11922222222', password: 'Lumi@2026' },
  producer: { login_cell: '11933333333', password: 'Lumi@2026' },
  school: { login_cell: '11944444444', password: 'Lumi@2026' },
};

export interface VerifyOptions {
  /** Base URL of the server, e.g. https://staging.example.com (the paths start with /api). */
  api: string;
  /** Also call the writes (on a disposable server: they create, change and delete data). */
  writes?: boolean;
  /** Accounts per role; roles left out use the demo accounts unless `demoAccounts` is false. */
  accounts?: Partial<Record<Role, Credentials>>;
  demoAccounts?: boolean;
  /** The SMS code the server accepts for a new account (the mock's is 123456). */
  accessCode?: string;
  timeoutMs?: number;
  /** Only endpoints whose "METHOD /path" matches. */
  only?: RegExp;
  /** Called with each result as soon as it is known. */
  onResult?: (result: EndpointResult) => void;
}

export type Verdict =
  | { kind: 'ok' }
  | { kind: 'mismatch'; issues: { path: string; message: string }[] }
  | { kind: 'status'; expected: number; got: number | 'network' | 'timeout'; detail: string }
  | { kind: 'behaviour'; detail: string }
  | { kind: 'skipped'; reason: string };

export interface EndpointResult {
  method: HttpMethod;
  path: string;
  verdict: Verdict;
  status?: number;
  ms?: number;
  as?: Actor;
}

/** A field path as a reader writes it: `lst[0].venue.city`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole body)';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** What the server sent at a field, briefly: `number 1767225600`, `null`, `missing`. */
function received(body: unknown, path: readonly PropertyKey[]): string {
  let value: unknown = body;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return 'missing';
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const shown = JSON.stringify(value);
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return `${kind} ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}`;
}

/** Each disagreement: where (the field's path), what the contract says, and what came. */
export function schemaIssues(error: z.core.$ZodError, body: unknown): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: `${issue.message} (got ${received(body, issue.path)})`,
  }));
}

const LABEL: Record<Verdict['kind'], string> = {
  ok: 'ok',
  mismatch: 'MISMATCH',
  status: 'STATUS',
  behaviour: 'BEHAVIOUR',
  skipped: 'skipped',
};

/** One line per endpoint: verdict, method, path, then the figures or the reason. */
export function formatResult(result: EndpointResult): string {
  const head = `${LABEL[result.verdict.kind].padEnd(9)} ${result.method.padEnd(6)} ${result.path.padEnd(44)}`;
  const who = result.as ? ` as ${result.as}` : '';
  const verdict = result.verdict;
  switch (verdict.kind) {
    case 'ok':
      return `${head} ${String(result.status ?? '')} ${String(result.ms ?? '')} ms${who}`;
    case 'mismatch': {
      const shown = verdict.issues.slice(0, 3).map((i) => `${i.path}: ${i.message}`);
      const more = verdict.issues.length > 3 ? ` (+${verdict.issues.length - 3} more)` : '';
      return `${head} ${shown.join('; ')}${more}${who}`;
    }
    case 'status':
      return `${head} expected ${verdict.expected}, got ${verdict.got}${verdict.detail ? `: ${verdict.detail}` : ''}${who}`;
    case 'behaviour':
      return `${head} ${verdict.detail}${who}`;
    case 'skipped':
      return `${head} ${verdict.reason}`;
  }
}

const ROLE_CODES: Record<Role, string> = {
  admin: ROLES.admin,
  family: ROLES.client,
  producer: ROLES.producer,
  school: ROLES.company,
};

/** Who calls an endpoint when the step does not say: nobody for public ones, else the first role it admits. */
function defaultActor(endpoint: Endpoint): Actor {
  if (endpoint.access === 'public') return 'anonymous';
  if (endpoint.access === 'signedIn') return 'family';
  const order: Role[] = ['family', 'producer', 'school', 'admin'];
  const access = endpoint.access as readonly string[];
  return order.find((role) => access.includes(ROLE_CODES[role])) ?? 'admin';
}

function short(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function serverMsg(body: unknown, raw: string): string {
  if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string' && body.msg)
    return JSON.stringify(body.msg);
  return short(raw);
}

function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`step gives no value for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
}

interface Answer {
  status: number;
  raw: string;
  body: unknown;
  json: boolean;
  ms: number;
}

export async function verifyContract(options: VerifyOptions): Promise<EndpointResult[]> {
  const base = options.api.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const results: EndpointResult[] = [];
  const known = new Known({ accessCode: options.accessCode ?? '123456' });
  const tokens = new Map<Actor, string>();
  const noSession = new Map<Actor, string>();
  const done = new Set<string>();

  const report = (result: EndpointResult) => {
    results.push(result);
    done.add(`${result.method} ${result.path}`);
    options.onResult?.(result);
  };

  async function send(
    method: HttpMethod,
    url: string,
    actor: Actor,
    body: unknown,
    idempotencyKey: string | null,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = tokens.get(actor);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = await response.text();
    let parsed: unknown = undefined;
    let json = false;
    try {
      parsed = JSON.parse(raw);
      json = true;
    } catch {
      // Reported as a mismatch of the whole body below.
    }
    return { status: response.status, raw, body: parsed, json, ms: Math.round(performance.now() - started) };
  }

  /** Runs one step and reports its line (unless it only gathers values for later steps). */
  async function run(step: Step, reported = true): Promise<void> {
    const endpoint = findEndpoint(step.method, step.path);
    if (!endpoint)
      throw new Error(`verifier plan names an endpoint outside the contract: ${step.method} ${step.path}`);
    const key = `${step.method} ${step.path}`;
    const record = (verdict: Verdict, extra: Partial<EndpointResult> = {}) => {
      if (reported) report({ method: step.method, path: step.path, verdict, ...extra });
    };
    if (options.only && !options.only.test(key)) {
      // Outside --only: reads still run, unreported, for the values later steps need; writes do not.
      if (step.write) return;
      reported = false;
    }
    if (step.write && !options.writes) {
      record({ kind: 'skipped', reason: 'a write: only with --writes, against a disposable server' });
      return;
    }
    const actor = step.as ?? defaultActor(endpoint);
    if (actor !== 'anonymous' && !tokens.has(actor)) {
      record({ kind: 'skipped', reason: noSession.get(actor) ?? `no ${actor} session` });
      return;
    }
    let url: string;
    let body: unknown;
    try {
      url = fillPath(step.path, step.params?.(known) ?? {});
      const query = step.query?.(known);
      if (query) {
        const search = new URLSearchParams(
          Object.entries(query).map(([name, value]) => [name, String(value)]),
        ).toString();
        url += `?${search}`;
      }
      body = step.body?.(known);
    } catch (error) {
      if (error instanceof Skip) {
        record({ kind: 'skipped', reason: error.message });
        return;
      }
      throw error;
    }
    if (body !== undefined && endpoint.body) {
      // The verifier's own sample must be what the contract admits, or its verdict means nothing.
      const sample = endpoint.body.safeParse(body);
      if (!sample.success) {
        const issue = sample.error.issues[0];
        throw new Error(
          `verifier sample body of ${key} breaks the contract at ${formatPath(issue?.path ?? [])}: ${issue?.message ?? ''}`,
        );
      }
    }
    const idempotencyKey = endpoint.idempotent ? crypto.randomUUID() : null;
    const expected = step.expect ?? 200;
    let answer: Answer;
    try {
      answer = await send(step.method, url, actor, body, idempotencyKey);
    } catch (error) {
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      record(
        {
          kind: 'status',
          expected,
          got: timeout ? 'timeout' : 'network',
          detail: timeout ? `no answer in ${timeoutMs} ms` : short(String((error as Error).cause ?? error)),
        },
        { as: actor },
      );
      return;
    }
    const figures = { status: answer.status, ms: answer.ms, as: actor };
    if (answer.status !== expected) {
      record(
        { kind: 'status', expected, got: answer.status, detail: serverMsg(answer.body, answer.raw) },
        figures,
      );
      return;
    }
    if (!answer.json) {
      record(
        {
          kind: 'mismatch',
          issues: [{ path: '(the whole body)', message: `not JSON: ${short(answer.raw, 60)}` }],
        },
        figures,
      );
      return;
    }
    const parsed = endpoint.response.safeParse(answer.body);
    if (!parsed.success) {
      record({ kind: 'mismatch', issues: schemaIssues(parsed.error, answer.body) }, figures);
      return;
    }
    if (
      typeof answer.body === 'object' &&
      answer.body !== null &&
      'flag' in answer.body &&
      answer.body.flag === false
    ) {
      record({ kind: 'behaviour', detail: `flag false: ${serverMsg(answer.body, answer.raw)}` }, figures);
      return;
    }
    if (idempotencyKey) {
      // The same key again must not create a second record: the answer names the same one.
      const again = await send(step.method, url, actor, body, idempotencyKey).catch(() => null);
      const first = JSON.stringify(idOf(answer.body));
      const second = again ? JSON.stringify(idOf(again.body)) : 'no answer';
      if (!again || again.status !== answer.status || first !== second) {
        record(
          {
            kind: 'behaviour',
            detail: `replay with the same Idempotency-Key answered ${again?.status ?? 'nothing'} ${second}, not ${first}`,
          },
          figures,
        );
        return;
      }
    }
    if (step.endsSession) {
      // The token must open nothing now; whatever the answer, this caller has no session left.
      const after = await send('GET', '/api/auth/me', actor, undefined, null).catch(() => null);
      tokens.delete(actor);
      noSession.set(actor, `no ${actor} session: ${key} ended it`);
      if (after?.status !== 401) {
        record(
          {
            kind: 'behaviour',
            detail: `after it the same token still answered ${after ? String(after.status) : 'nothing'} on GET /api/auth/me, not 401`,
          },
          figures,
        );
        return;
      }
    }
    try {
      step.keep?.(parsed.data, known);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
    }
    record({ kind: 'ok' }, figures);
  }

  // Sessions first: every role signs in through the contract's login, which is checked on the way.
  const accounts: Partial<Record<Role, Credentials>> = {
    ...(options.demoAccounts === false ? {} : DEMO_ACCOUNTS),
    ...options.accounts,
  };
  const given = new Set(Object.keys(options.accounts ?? {}));
  const signIns: EndpointResult[] = [];
  const loginEndpoint = findEndpoint('POST', '/api/auth/login');
  for (const role of ACTOR_ROLES) {
    const credentials = accounts[role];
    if (!credentials || !loginEndpoint) {
      noSession.set(role, `no ${role} account (give one with --account ${role}=<login_cell>:<password>)`);
      continue;
    }
    const line = { method: 'POST', path: '/api/auth/login', as: role } as const;
    let answer: Answer;
    try {
      answer = await send(
        'POST',
        '/api/auth/login',
        'anonymous',
        { login_cell: credentials.login_cell, pass_token: credentials.password },
        null,
      );
    } catch (error) {
      noSession.set(role, `no ${role} session: the server could not be reached`);
      signIns.push({
        ...line,
        verdict: {
          kind: 'status',
          expected: 200,
          got: 'network',
          detail: short(String((error as Error).cause ?? error)),
        },
      });
      continue;
    }
    const figures = { ...line, status: answer.status, ms: answer.ms };
    const parsed = loginEndpoint.response.safeParse(answer.body);
    if (answer.status !== 200) {
      noSession.set(
        role,
        `no ${role} session: sign-in as ${credentials.login_cell} answered ${answer.status}`,
      );
      // A demo account the server does not have is not a disagreement; an account given by hand is.
      if (given.has(role))
        signIns.push({
          ...figures,
          verdict: {
            kind: 'status',
            expected: 200,
            got: answer.status,
            detail: serverMsg(answer.body, answer.raw),
          },
        });
    } else if (!parsed.success) {
      noSession.set(role, `no ${role} session: the sign-in answer breaks the contract`);
      signIns.push({
        ...figures,
        verdict: { kind: 'mismatch', issues: schemaIssues(parsed.error, answer.body) },
      });
    } else {
      tokens.set(role, (parsed.data as { token: string }).token);
      signIns.push({ ...figures, verdict: { kind: 'ok' } });
    }
  }
  // One line for the endpoint: its first disagreement, else the first sign-in that worked.
  report(
    signIns.find((r) => r.verdict.kind !== 'ok') ??
      signIns[0] ?? {
        method: 'POST',
        path: '/api/auth/login',
        verdict: { kind: 'skipped', reason: 'no account signed in: give them with --account' },
      },
  );

  known.onSession = (actor, token) => tokens.set(actor, token);
  for (const step of PLAN) {
    await run(step, !step.helper);
  }

  for (const endpoint of ENDPOINTS) {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (done.has(key) || (options.only && !options.only.test(key))) continue;
    report({
      method: endpoint.method,
      path: endpoint.path,
      verdict: { kind: 'skipped', reason: 'not in the verifier plan yet (scripts/contract-verify-plan.ts)' },
    });
  }
  return results;
}

/** What identifies a created record in an answer: obj.id, else the whole body. */
function idOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'obj' in body) {
    const obj = body.obj;
    if (typeof obj === 'object' && obj !== null && 'id' in obj) return obj.id;
  }
  return body;
}

export function summarise(results: readonly EndpointResult[]): { line: string; failed: number } {
  const count = (kind: Verdict['kind']) => results.filter((r) => r.verdict.kind === kind).length;
  const failed = count('mismatch') + count('status') + count('behaviour');
  return {
    line:
      `${results.length} endpoints: ${count('ok')} ok, ${count('mismatch')} schema mismatches, ` +
      `${count('status')} unexpected statuses, ${count('behaviour')} behaviour failures, ${count('skipped')} skipped`,
    failed,
  };
}

const USAGE = `npm run contract:verify -- --api <base-url> [options]

Checks a server against the app's contract (src/api/contract, docs/api-contract.md): one line per
endpoint (ok, MISMATCH with the field's path, STATUS, BEHAVIOUR, or skipped with the reason).
Exits 1 when any endpoint disagrees.

  --api <url>                    base URL, e.g. https://staging.example.com (required)
  --account <role>=<cell>:<pw>   an account per role (admin, family, producer, school); repeatable.
                                 Also LUMI_VERIFY_ACCOUNTS="role=cell:pw,role=cell:pw".
  --no-demo                      do not try the demo accounts for the roles not given
  --writes                       also call the writes (creates, changes and deletes data: only
                                 against a disposable server)
  --access-code <code>           SMS code for the account the writes register (default 123456)
  --only <regex>                 only endpoints whose "METHOD /path" matches
  --timeout <ms>                 per request (default 15000)
  --help                         this text`;

function parseAccounts(list: readonly string[]): Partial<Record<Role, Credentials>> {
  const accounts: Partial<Record<Role, Credentials>> = {};
  for (const entry of list.flatMap((l) => l.split(',')).filter(Boolean)) {
    const match = /^(admin|family|producer|school)=([^:]+):(.+)$/.exec(entry.trim());
    if (!match?.[1] || !match[2] || !match[3])
      throw new Error(`--account: expected role=login_cell:password, got ${entry}`);
    accounts[match[1] as Role] = { login_cell: match[2], password: match[3] };
  }
  return accounts;
}

export async function main(argv: readonly string[]): Promise<number> {
  let options: VerifyOptions;
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        api: { type: 'string' },
        account: { type: 'string', multiple: true },
        'no-demo': { type: 'boolean', default: false },
        writes: { type: 'boolean', default: false },
        'access-code': { type: 'string' },
        only: { type: 'string' },
        timeout: { type: 'string', default: '15000' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (!values.api) throw new Error('--api <base-url> is required');
    const url = new URL(values.api);
    options = {
      api: url.href,
      writes: values.writes,
      accounts: parseAccounts([
        ...(process.env.LUMI_VERIFY_ACCOUNTS ?? '').split(','),
        ...(values.account ?? []),
      ]),
      demoAccounts: !values['no-demo'],
      accessCode: values['access-code'],
      only: values.only ? new RegExp(values.only) : undefined,
      timeoutMs: Number(values.timeout) || 15_000,
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  console.log(`Contract check of ${options.api}${options.writes ? ' (with writes)' : ''}`);
  const started = performance.now();
  const results = await verifyContract({ ...options, onResult: (r) => console.log(formatResult(r)) });
  const { line, failed } = summarise(results);
  console.log(`\n${line} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return failed > 0 ? 1 : 0;
}
