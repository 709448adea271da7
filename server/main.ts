import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { db, type SeedKind } from '@/mocks/db/database';
import { createApiServer } from './app';
import { DEFAULT_ORIGINS } from './cors';
import { fileDatabaseStorage } from './fileStorage';

const USAGE = `npm run api -- [options]

The Lumi mock API over HTTP: the handlers and the seeded world of the browser mock.

  --port <n>        port (default 3001; 0 picks a free one)
  --host <addr>     address to listen on (default 127.0.0.1)
  --data <file>     data file (default .lumi-api/db.json, .lumi-api/db-large.json with --large)
  --memory          keep the data in memory only (a disposable server)
  --reset           start from the seeded world (the data file is rewritten)
  --large           the large seed: 10 000 students, 2 000 events
  --origin <list>   origins allowed by CORS, comma-separated, or '*' (default: ${DEFAULT_ORIGINS.join(', ')})
  --storage <dir>   folder served at /storage/ (default server/storage)
  --quiet           no line per request
  --help            this text

Admin: GET /__mock/health, POST /__mock/reset, GET|PUT|DELETE /__mock/faults.
Per request: the X-Mock-Fault (status, network, malformed) and X-Mock-Latency (ms) headers,
or the __fault / __latency query flags.`;

export interface ApiCliOptions {
  port: number;
  host: string;
  dataFile: string | null;
  reset: boolean;
  seed: SeedKind;
  origins: readonly string[] | '*';
  storageDir: string;
  quiet: boolean;
}

export function parseApiArgs(argv: readonly string[]): ApiCliOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string', default: '3001' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string' },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      large: { type: 'boolean', default: false },
      origin: { type: 'string', multiple: true },
      storage: { type: 'string', default: 'server/storage' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port: not a port: ${values.port}`);
  const seed: SeedKind = values.large ? 'large' : 'normal';
  const origins = (values.origin ?? [])
    .flatMap((o) => o.split(','))
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    port,
    host: values.host,
    dataFile: values.memory
      ? null
      : resolve(values.data ?? (seed === 'large' ? '.lumi-api/db-large.json' : '.lumi-api/db.json')),
    reset: values.reset,
    seed,
    origins: origins.includes('*') ? '*' : origins.length ? origins : DEFAULT_ORIGINS,
    storageDir: resolve(values.storage),
    quiet: values.quiet,
  };
}

/** `npm run api`: starts the server and keeps it until SIGINT/SIGTERM, saving the data on the way out. */
export async function main(argv: readonly string[]): Promise<number | undefined> {
  let options: ApiCliOptions | 'help';
  try {
    options = parseApiArgs(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error, `\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const { dataFile, seed } = options;
  let state = 'in memory';
  if (dataFile) {
    if (options.reset) rmSync(dataFile, { force: true });
    const loaded = db.enablePersistence(fileDatabaseStorage(dataFile, seed));
    await db.settled();
    const shown = relative(process.cwd(), dataFile);
    state = `${loaded ? 'loaded from' : 'seeded into'} ${shown.startsWith('..') ? dataFile : shown}`;
  } else {
    // Seed now rather than on the first request.
    db.reset();
  }

  const server = createApiServer({
    origins: options.origins,
    storageDir: options.storageDir,
    log: options.quiet ? undefined : (line) => console.log(line),
    describe: () => ({ dataFile }),
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  const origins = options.origins === '*' ? 'any origin' : options.origins.join(', ');
  console.log(
    `Lumi mock API on http://${options.host}:${port} (${seed} seed, ${state}, ready in ${Math.round(performance.now() - started)} ms)\n` +
      `CORS for ${origins}`,
  );

  await new Promise<void>((resolveStop) => {
    const stop = (signal: string) => {
      console.log(`${signal}: saving and stopping`);
      server.close();
      server.closeAllConnections();
      // Everything in memory, also what GETs changed (view counts), which schedule no save.
      db.saveNow();
      void db.settled().finally(resolveStop);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
