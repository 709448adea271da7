// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { db, SCHEMA_VERSION } from '@/mocks/db/database';
import { fileDatabaseStorage, writeFileAtomic } from '../../server/fileStorage';
import { parseApiArgs } from '../../server/main';
import { contractWalk, notAnswered } from '../contract/contractWalk';
import { startApi, tokenFor, withRealNetwork } from './realNetwork';

withRealNetwork();

const APP = 'http://127.0.0.1:4173';
let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi({ storageDir: resolve('server/storage') });
});
afterAll(() => api.close());
afterEach(async () => {
  await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
});

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('CORS for the app on another origin', () => {
  test('a preflight from the app origin is granted the method and the headers it asks for', async () => {
    const response = await fetch(`${api.url}/api/Order/create`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type, idempotency-key',
    );
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toBe('Origin');

    // The playtest survey names the browser for its rate limit.
    const survey = await fetch(`${api.url}/api/Arena/feedback`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-client-id',
      },
    });
    expect(survey.status).toBe(204);
    expect(survey.headers.get('access-control-allow-headers')).toBe('content-type, x-client-id');
  });

  test('the answer itself names the origin; a foreign origin and an unknown header get nothing', async () => {
    const allowed = await fetch(`${api.url}/api/Event/filters`, { headers: { Origin: APP } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP);

    const foreign = await fetch(`${api.url}/api/Event/filters`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const foreignPreflight = await fetch(`${api.url}/api/auth/me`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(foreignPreflight.status).toBe(403);
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();

    const unknownHeader = await fetch(`${api.url}/api/auth/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,x-tracking-id',
      },
    });
    expect(unknownHeader.headers.get('access-control-allow-headers')).toBe('authorization');
  });
});

describe('the same handlers as the browser mock, over HTTP', () => {
  test('the bearer token: missing is 401, the right role is served, another role is 403', async () => {
    expect((await fetch(`${api.url}/api/auth/me`)).status).toBe(401);
    const family = await tokenFor(api.url, '11922222222');
    const me = await fetch(`${api.url}/api/auth/me`, { headers: { Authorization: `Bearer ${family}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ flag: true, userdto: { id: 'u-family', role: '2' } });
    const users = await fetch(`${api.url}/api/User/all`, { headers: { Authorization: `Bearer ${family}` } });
    expect(users.status).toBe(403);
  });

  test('bodies are validated with pt-BR field errors, unknown paths are 404 in the envelope', async () => {
    const refused = await fetch(`${api.url}/api/Whitelist/join`, json({ name: 'A' }));
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.phone).toBe(
      'Informe seu celular com DDD.',
    );
    const missing = await fetch(`${api.url}/api/Nope/all`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      flag: false,
      msg: 'Endpoint não encontrado: GET /api/Nope/all',
    });
  });

  test('every endpoint of the contract is answered by a handler, none falls through to the 404', async () => {
    const problems: string[] = [];
    for (const call of contractWalk()) {
      const response = await fetch(`${api.url}${call.url}`, {
        method: call.endpoint.method,
        ...(call.body && {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(call.body),
        }),
      });
      const text = await response.text();
      let data: unknown = null;
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
      const problem = notAnswered(response.status, response.headers.get('content-type'), data);
      if (problem) problems.push(`${call.key}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  test('the file store serves its files and nothing outside its folder', async () => {
    const avatar = await fetch(`${api.url}/storage/avatars/familia.svg`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');
    expect((await fetch(`${api.url}/storage/..%2Fapp.ts`)).status).toBe(404);
    expect((await fetch(`${api.url}/storage/avatars/none.svg`)).status).toBe(404);
  });
});

describe('faults without localStorage: by header, by query flag, by the admin endpoint', () => {
  test('X-Mock-Fault answers the status, malformed answers a body that is not the contract', async () => {
    const failed = await fetch(`${api.url}/api/Event/filters`, { headers: { 'X-Mock-Fault': '503' } });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ flag: false });
    const malformed = await fetch(`${api.url}/api/Event/filters?__fault=malformed`);
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toBe('<html>Bad Gateway</html>');
  });

  test('network drops the connection without an answer', async () => {
    const error = await fetch(`${api.url}/api/Event/filters`, {
      headers: { 'X-Mock-Fault': 'network' },
    }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toMatch(/other side closed|socket hang up|ECONNRESET/i);
  });

  test('X-Mock-Latency delays the answer', async () => {
    const started = performance.now();
    await fetch(`${api.url}/api/Event/filters`, { headers: { 'X-Mock-Latency': '300' } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  test('PUT /__mock/faults sets standing faults (by path pattern), DELETE and reset clear them', async () => {
    const put = await fetch(`${api.url}/__mock/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoints: { 'GET /api/Event/single/:id': { status: 500 } } }),
    });
    expect(put.status).toBe(200);
    expect((await fetch(`${api.url}/api/Event/single/ev-0001`)).status).toBe(500);
    expect((await fetch(`${api.url}/api/Event/filters`)).status).toBe(200);
    expect(await (await fetch(`${api.url}/__mock/faults`)).json()).toMatchObject({
      obj: { endpoints: { 'GET /api/Event/single/:id': { status: 500 } } },
    });
    await fetch(`${api.url}/__mock/faults`, { method: 'DELETE' });
    expect((await fetch(`${api.url}/api/Event/single/ev-0001`)).status).toBe(200);

    await fetch(`${api.url}/__mock/faults`, { ...json({ errorRate: 1, errorStatus: 502 }), method: 'PUT' });
    expect((await fetch(`${api.url}/api/Event/filters`)).status).toBe(502);
    await fetch(`${api.url}/__mock/reset`, { method: 'POST' });
    expect((await fetch(`${api.url}/api/Event/filters`)).status).toBe(200);
  });

  test('a fault configuration outside the schema is refused with the field, in pt-BR', async () => {
    const response = await fetch(`${api.url}/__mock/faults`, {
      ...json({ latencyMs: -5 }),
      method: 'PUT',
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({
      latencyMs: 'O valor mínimo é 0.',
    });
  });
});

describe('the data file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lumi-api-'));
  });
  afterEach(async () => {
    await db.disablePersistence();
    rmSync(dir, { recursive: true, force: true });
  });

  const join40 = (i: number) =>
    fetch(
      `${api.url}/api/Whitelist/join`,
      json({
        name: `Pessoa ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + Math.floor(i / 26))}`,
        email: `pessoa${i}@exemplo.com.br`,
        phone: `119${String(70_000_000 + i)}`,
        profile: 'family',
        consent: true,
      }),
    );

  test('concurrent writes from many tabs are all kept, and survive a restart', async () => {
    const file = join(dir, 'db.json');
    expect(db.enablePersistence(fileDatabaseStorage(file, 'normal'))).toBe(false);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => join40(i)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
    await db.flush();

    const saved = JSON.parse(readFileSync(file, 'utf8')) as { tables: { whitelist: { email: string }[] } };
    expect(saved.tables.whitelist.map((w) => w.email).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `pessoa${i}@exemplo.com.br`).sort(),
    );

    // A restart: memory is gone, the file brings the world back.
    const emails = () => db.tables.whitelist.filter((w) => w.email.startsWith('pessoa')).length;
    await db.disablePersistence();
    db.reset();
    expect(emails()).toBe(0);
    expect(db.enablePersistence(fileDatabaseStorage(file, 'normal'))).toBe(true);
    expect(emails()).toBe(40);
  });

  test('a logged-out token stays refused after a restart', async () => {
    const file = join(dir, 'db.json');
    db.enablePersistence(fileDatabaseStorage(file, 'normal'));
    const token = await tokenFor(api.url, '11922222222');
    const me = () => fetch(`${api.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    const logout = await fetch(`${api.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    await db.flush();

    await db.disablePersistence();
    db.reset();
    expect((await me()).status).toBe(200);
    expect(db.enablePersistence(fileDatabaseStorage(file, 'normal'))).toBe(true);
    expect((await me()).status).toBe(401);
  });

  test('a file of another seed size or schema is not loaded but seeded anew', async () => {
    const file = join(dir, 'db.json');
    writeFileSync(file, JSON.stringify({ version: 1, seed: 'normal', day: '', tables: {} }));
    expect(db.enablePersistence(fileDatabaseStorage(file, 'normal'))).toBe(false);
    await db.settled();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: SCHEMA_VERSION, seed: 'normal' });
  });

  test('writeFileAtomic replaces the file whole and leaves no temporary file', async () => {
    const file = join(dir, 'data.json');
    writeFileSync(file, 'old');
    await Promise.all([writeFileAtomic(file, 'first'), writeFileAtomic(file, 'second')]);
    expect(['first', 'second']).toContain(readFileSync(file, 'utf8'));
    expect(readdirSync(dir)).toEqual(['data.json']);
  });

  test('a process killed in the middle of a save leaves the previous file intact', async () => {
    const file = join(dir, 'db.json');
    const old = JSON.stringify({ generation: 'old', payload: 'x'.repeat(1000) });
    writeFileSync(file, old);
    // A child that saves big files in a loop, each through writeFileAtomic, killed while writing.
    const child = join(dir, 'saver.mjs');
    writeFileSync(
      child,
      `const { writeFileAtomic } = await import(${JSON.stringify(pathToFileURL(resolve('server/fileStorage.ts')).href)});
       const payload = 'y'.repeat(30 * 1024 * 1024);
       for (let n = 1; ; n += 1) await writeFileAtomic(process.argv[2], JSON.stringify({ generation: n, payload }));`,
    );
    const saver = spawn(process.execPath, ['--import', 'tsx', child, file], { stdio: 'ignore' });
    const temporary = () => readdirSync(dir).filter((name) => name.endsWith('.tmp'));
    const deadline = Date.now() + 20_000;
    while (temporary().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
    saver.kill('SIGKILL');
    await new Promise((r) => saver.once('exit', r));

    expect(temporary()).toHaveLength(1);
    const survived = JSON.parse(readFileSync(file, 'utf8')) as { generation: unknown; payload: string };
    // Either the old file or a whole new one, never a part of one.
    if (survived.generation === 'old') expect(readFileSync(file, 'utf8')).toBe(old);
    else expect(survived.payload).toHaveLength(30 * 1024 * 1024);
    // The next start clears what the killed write left behind.
    fileDatabaseStorage(file, 'normal');
    expect(temporary()).toEqual([]);
  }, 30_000);
});

describe('npm run api options', () => {
  test('defaults: loopback 3001, the data file under .lumi-api, the dev and preview origins', () => {
    const options = parseApiArgs([]);
    expect(options).toMatchObject({
      port: 3001,
      host: '127.0.0.1',
      reset: false,
      seed: 'normal',
      quiet: false,
    });
    expect(options !== 'help' && options.dataFile).toBe(resolve('.lumi-api/db.json'));
    expect(options !== 'help' && options.origins).toContain('http://127.0.0.1:4173');
  });

  test('--large keeps its own file; --memory has none; --origin takes a list or *', () => {
    expect(parseApiArgs(['--large'])).toMatchObject({
      seed: 'large',
      dataFile: resolve('.lumi-api/db-large.json'),
    });
    expect(parseApiArgs(['--memory', '--port', '0'])).toMatchObject({ dataFile: null, port: 0 });
    expect(parseApiArgs(['--origin', 'http://a.test, http://b.test/'])).toMatchObject({
      origins: ['http://a.test', 'http://b.test'],
    });
    expect(parseApiArgs(['--origin', '*'])).toMatchObject({ origins: '*' });
    expect(() => parseApiArgs(['--port', 'x'])).toThrow('--port');
    expect(existsSync(resolve('server/storage'))).toBe(true);
  });
});

test('a body over the limit is refused with 413 and the connection closed', async () => {
  const status = await new Promise<number>((done, fail) => {
    const req = httpRequest(
      `${api.url}/api/Whitelist/join`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        done(res.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.end('x'.repeat(6 * 1024 * 1024));
  });
  expect(status).toBe(413);
});
