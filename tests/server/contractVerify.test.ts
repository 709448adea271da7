// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { ENDPOINTS } from '@/api/contract/endpoints';
import { handlers } from '@/mocks/handlers';
import {
  formatPath,
  formatResult,
  main,
  verifyContract,
  type EndpointResult,
} from '../../scripts/contract-verify';
import { PLAN } from '../../scripts/contract-verify-plan';
import { startApi, withRealNetwork } from './realNetwork';

withRealNetwork();

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const byKey = (results: EndpointResult[]) => new Map(results.map((r) => [key(r), r]));

/** Runs the command as `npm run contract:verify -- …` would, with its printed lines. */
async function runCli(args: string[]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { code: await main(args), lines };
  } finally {
    log.mockRestore();
  }
}

describe('the plan', () => {
  test('names every endpoint of the contract once, and reads every GET without --writes', () => {
    const reported = PLAN.filter((s) => !s.helper).map(key);
    expect(new Set(reported).size).toBe(reported.length);
    expect([...reported].sort()).toEqual(
      ENDPOINTS.filter((e) => key(e) !== 'POST /api/auth/login')
        .map(key)
        .sort(),
    );
    for (const step of PLAN.filter((s) => s.method === 'GET')) expect(step.write, key(step)).toBeUndefined();
  });

  test('field paths read the way a developer writes them', () => {
    expect(formatPath(['lst', 0, 'venue', 'city'])).toBe('lst[0].venue.city');
    expect(formatPath([])).toBe('(the whole body)');
  });
});

describe('against the mock API over HTTP', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  test('with --writes every endpoint of the contract is called and agrees', async () => {
    const results = await verifyContract({ api: api.url, writes: true });
    expect(results).toHaveLength(ENDPOINTS.length);
    const disagreeing = results.filter((r) => r.verdict.kind !== 'ok').map(formatResult);
    expect(disagreeing).toEqual([]);
  }, 30_000);

  test('without --writes the reads are checked and each write says why it was skipped', async () => {
    const { code, lines } = await runCli(['--api', api.url]);
    expect(code).toBe(0);
    expect(lines.find((l) => /^ok\s+GET\s+\/api\/Event\/public\s+200 \d+ ms/.test(l))).toBeDefined();
    expect(lines.find((l) => l.includes('POST   /api/Order/create'))).toMatch(
      /^skipped .* a write: only with --writes, against a disposable server$/,
    );
    expect(lines.at(-1)).toMatch(
      new RegExp(`${ENDPOINTS.length} endpoints: \\d+ ok, 0 schema mismatches, 0 unexpected statuses`),
    );
  }, 30_000);

  test('a failing status and a body that is not JSON are reported, and the exit code says so', async () => {
    await fetch(`${api.url}/__mock/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        endpoints: {
          'GET /api/Event/filters': { status: 503 },
          'GET /api/Subscription/plans': { status: 'malformed' },
        },
      }),
    });
    try {
      const { code, lines } = await runCli(['--api', api.url, '--only', '^GET /api/(Event|Subscription)/']);
      expect(code).toBe(1);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^STATUS\s+GET\s+\/api\/Event\/filters\s+expected 200, got 503: "Falha simulada pelo modo de demonstração\."/,
        ),
      );
      expect(lines).toContainEqual(
        expect.stringMatching(/^MISMATCH\s+GET\s+\/api\/Subscription\/plans\s+\(the whole body\): not JSON/),
      );
    } finally {
      await fetch(`${api.url}/__mock/faults`, { method: 'DELETE' });
    }
  }, 30_000);
});

test('a server that answers one endpoint wrongly is caught, with the exact field', async () => {
  // The real answer with one field of the wrong type, in front of the real handlers.
  const wrong = http.get('*/api/Event/single/:id', async ({ request }) => {
    const real = await getResponse(handlers, request);
    const body = (await real?.json()) as { obj: Record<string, unknown> };
    return HttpResponse.json({ ...body, obj: { ...body.obj, startsAt: 1_767_225_600 } });
  });
  const api = await startApi({ handlers: [wrong, ...handlers] });
  try {
    const results = byKey(await verifyContract({ api: api.url, only: /^GET \/api\/Event\// }));
    expect(results.get('GET /api/Event/public')?.verdict.kind).toBe('ok');
    expect(results.get('GET /api/Event/single/:id')?.verdict).toEqual({
      kind: 'mismatch',
      issues: [{ path: 'obj.startsAt', message: 'Invalid input (got number 1767225600)' }],
    });

    const { code, lines } = await runCli(['--api', api.url, '--only', '^GET /api/Event/single']);
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^MISMATCH\s+GET\s+\/api\/Event\/single\/:id\s+obj\.startsAt: Invalid input \(got number 1767225600\) as anonymous$/,
      ),
    );
  } finally {
    await api.close();
  }
}, 30_000);

test('a logout that leaves its token working is caught', async () => {
  // Answers as the contract says, but revokes nothing.
  const forgetful = http.post('*/api/auth/logout', () => HttpResponse.json({ flag: true, msg: 'Até logo!' }));
  const api = await startApi({ handlers: [forgetful, ...handlers] });
  try {
    const results = byKey(await verifyContract({ api: api.url, writes: true }));
    expect(results.get('POST /api/auth/logout')?.verdict).toEqual({
      kind: 'behaviour',
      detail: 'after it the same token still answered 200 on GET /api/auth/me, not 401',
    });
  } finally {
    await api.close();
  }
}, 30_000);

test('an account that cannot sign in makes its endpoints skipped with the reason, not failed', async () => {
  const api = await startApi();
  try {
    const results = byKey(
      await verifyContract({
        api: api.url,
        demoAccounts: false,
        accounts: { family: { login_cell: '11922222222', password: 'Lumi@2026' } },
        only: /^GET \/api\/(User\/all|Order\/mine)$/,
      }),
    );
    expect(results.get('GET /api/Order/mine')?.verdict.kind).toBe('ok');
    expect(results.get('GET /api/User/all')?.verdict).toEqual({
      kind: 'skipped',
      reason: 'no admin account (give one with --account admin=<login_cell>:<password>)',
    });
  } finally {
    await api.close();
  }
});
