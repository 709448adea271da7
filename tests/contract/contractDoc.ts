import { z } from 'zod/mini';
import { ENDPOINTS, type Endpoint } from '@/api/contract/endpoints';

function schemaJson(schema: z.core.$ZodType, io: 'input' | 'output'): string {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete (json as { $schema?: unknown }).$schema;
  return JSON.stringify(json, null, 2);
}

function access(endpoint: Endpoint): string {
  if (endpoint.access === 'public') return 'public';
  if (endpoint.access === 'signedIn') return 'any signed-in user';
  const names: Record<string, string> = {
    '0': 'admin (0)',
    '2': 'client (2)',
    '3': 'producer (3)',
    '4': 'company/school (4)',
  };
  return endpoint.access.map((r) => names[r] ?? r).join(', ');
}

/** Renders docs/api-contract.md from the contract in src/api/contract (the single source). */
export function renderContractDoc(): string {
  const lines: string[] = [
    '# Lumi API contract',
    '',
    '<!-- Generated from src/api/contract/endpoints.ts by `npm run contract:doc`. Do not edit by hand. -->',
    '',
    'Every call the web app makes. The mock API (src/mocks) implements exactly these, and the tests check that',
    "its answers parse with the client's schemas.",
    '',
    '## Conventions',
    '',
    '- Base URL: `VITE_API_URL`. Authenticated calls send `Authorization: Bearer <serviceToken>` (a JWT with `exp`).',
    '- Answers use the envelope `{ flag: boolean, msg: string, lst?: T[], total?: number, obj?: T }`; `flag: false` is a refusal and `msg` says why, in pt-BR.',
    '- Errors: 400/422 with `errors: { field: message }` for bad input, 401 for a missing, expired, malformed or logged-out (`POST /api/auth/logout`) token, 403 for a role that may not call the endpoint, 404, 409 for duplicates/conflicts, 429 with `retryAfterSeconds` for cooldowns.',
    '- Auth bodies are snake_case (`login_cell`, `pass_token`, …); domain objects are camelCase. Money is integer cents (BRL).',
    '- Lists that can grow take `page`, `pageSize`, `search`, `sort` and filters, and answer `total`.',
    '- Calls that spend money send an `Idempotency-Key` header: the same key twice gives the same answer and creates one record.',
    '',
    '## Endpoints',
    '',
    '| Method | Path | Access | Source | Summary |',
    '|---|---|---|---|---|',
    ...ENDPOINTS.map(
      (e) =>
        `| ${e.method} | \`${e.path}\` | ${access(e)} | ${e.source === 'spec' ? 'SPEC §7' : 'designed'} | ${e.summary}${e.idempotent ? ' (Idempotency-Key)' : ''} |`,
    ),
    '',
  ];
  for (const e of ENDPOINTS) {
    lines.push(
      `### ${e.method} ${e.path}`,
      '',
      `${e.summary}. Access: ${access(e)}.${e.idempotent ? ' Requires `Idempotency-Key`.' : ''}`,
      '',
    );
    if (e.query) lines.push('Query:', '', '```json', schemaJson(e.query, 'input'), '```', '');
    if (e.body) lines.push('Body:', '', '```json', schemaJson(e.body, 'input'), '```', '');
    lines.push('Response (200):', '', '```json', schemaJson(e.response, 'output'), '```', '');
  }
  return lines.join('\n');
}
