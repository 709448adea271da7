import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { getResponse, HttpHandler, type RequestHandler } from 'msw';
import { ENDPOINTS } from '@/api/contract/endpoints';
import { db } from '@/mocks/db/database';
import { faultConfigSchema, setFaultSource, type FaultConfig } from '@/mocks/faults';
import { handlers as mockHandlers } from '@/mocks/handlers';
import { mockIssueMessage } from '@/mocks/issueMessages';
import { corsPolicy, DEFAULT_ORIGINS } from './cors';

export interface ApiServerOptions {
  /** Origins allowed to call across origins, or '*' for any. */
  origins?: readonly string[] | '*';
  /** Folder served at /storage/ (the files VITE_STORAGE_URL points at); null serves none. */
  storageDir?: string | null;
  /** One line per request; leave out for a quiet server. */
  log?: (line: string) => void;
  /** The msw handlers to serve: the mock API's own unless a test puts one in front. */
  handlers?: readonly RequestHandler[];
  /** Shown by GET /__mock/health (seed, data file…). */
  describe?: () => Record<string, unknown>;
}

/** Bodies above this are refused: the largest legitimate one is an image of about 500 KB as a data URL. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

class BodyTooLarge extends Error {}

// The group of a handler (path `*` + `/api/Event/public`) or a request (`/api/Event/public`):
// `GET /api/event`, in lower case since msw matches paths regardless of case.
function bucketKey(method: string, path: string): string | null {
  const match = /^\*?(\/api\/[^/:*]+)\//.exec(path);
  return match?.[1] ? `${method.toUpperCase()} ${match[1].toLowerCase()}` : null;
}

/**
 * msw tries handlers one by one, parsing the URL for each; with some 130 of them that is most of the
 * work of a request. The handlers are grouped by method and controller once, keeping their order, so a
 * request is matched against its own few. Handlers that do not name one (a test's catch-all) stay in
 * every group, in their place.
 */
function handlerIndex(handlers: readonly RequestHandler[]) {
  const keys = handlers.map((handler) =>
    handler instanceof HttpHandler &&
    typeof handler.info.method === 'string' &&
    typeof handler.info.path === 'string'
      ? bucketKey(handler.info.method, handler.info.path)
      : null,
  );
  const generic = handlers.filter((_, i) => keys[i] === null);
  const buckets = new Map(
    keys
      .filter((key): key is string => key !== null)
      .map((key) => [key, handlers.filter((_, i) => keys[i] === null || keys[i] === key)]),
  );
  const all = [...handlers];
  return (method: string, path: string): RequestHandler[] => {
    const key = bucketKey(method, path);
    if (key === null) return all;
    return buckets.get(key) ?? generic;
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The Node request as the Fetch `Request` msw handlers take. */
async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(url, { method, headers, body: body?.length ? new Uint8Array(body) : undefined });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

const fail = (msg: string) => ({ flag: false, msg });

/**
 * The mock API over HTTP: the very msw handlers the browser mock runs (auth, roles, validation,
 * idempotency, faults), answered through msw's own `getResponse`, plus CORS, a small file store and
 * the `/__mock/*` admin endpoints that replace the demo tools of the browser (reset, faults).
 */
export function createApiServer(options: ApiServerOptions = {}): Server {
  const handlersFor = handlerIndex(options.handlers ?? mockHandlers);
  const cors = corsPolicy(options.origins ?? DEFAULT_ORIGINS);
  const log = options.log;
  const storageDir = options.storageDir ? resolve(options.storageDir) : null;
  const refusedOrigins = new Set<string>();

  // The standing faults live in this process instead of the browser's localStorage.
  let faults: FaultConfig = {};
  setFaultSource(() => faults);

  async function admin(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    if (path === '/__mock/health' && method === 'GET') {
      sendJson(response, 200, {
        flag: true,
        msg: '',
        obj: { endpoints: ENDPOINTS.length, seed: db.seed, faults, ...options.describe?.() },
      });
    } else if (path === '/__mock/reset' && method === 'POST') {
      db.reset();
      faults = {};
      await db.settled();
      sendJson(response, 200, { flag: true, msg: 'Dados de demonstração restaurados; falhas desligadas.' });
    } else if (path === '/__mock/faults' && method === 'GET') {
      sendJson(response, 200, { flag: true, msg: '', obj: faults });
    } else if (path === '/__mock/faults' && (method === 'PUT' || method === 'POST')) {
      let raw: unknown;
      try {
        raw = JSON.parse((await readBody(request)).toString('utf8') || '{}');
      } catch {
        sendJson(response, 400, fail('Corpo da requisição inválido.'));
        return;
      }
      const parsed = faultConfigSchema.safeParse(raw, { error: mockIssueMessage });
      if (!parsed.success) {
        sendJson(response, 422, {
          ...fail('Configuração de falhas inválida.'),
          errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])),
        });
        return;
      }
      faults = parsed.data;
      sendJson(response, 200, { flag: true, msg: '', obj: faults });
    } else if (path === '/__mock/faults' && method === 'DELETE') {
      faults = {};
      sendJson(response, 200, { flag: true, msg: '', obj: faults });
    } else {
      sendJson(response, 404, fail(`Rota de administração desconhecida: ${method} ${path}`));
    }
  }

  /** A file of the storage folder; false when there is none (the mock's own file store may hold it). */
  function serveFile(response: ServerResponse, path: string): boolean {
    const file = storageDir ? resolve(storageDir, decodeURIComponent(path.slice('/storage/'.length))) : null;
    // Only files inside the folder: `..` in the path never reaches out of it.
    const inside = file !== null && storageDir !== null && file.startsWith(storageDir + sep);
    const stat = inside ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!file || !stat?.isFile()) return false;
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': 'public, max-age=3600',
    });
    createReadStream(file).pipe(response);
    return true;
  }

  async function answer(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    if (path.startsWith('/__mock/')) {
      await admin(request, response, path);
      return;
    }
    // The folder first, then the files the API stored (pictures saved through the profile update).
    if (
      path.startsWith('/storage/') &&
      (method === 'GET' || method === 'HEAD') &&
      serveFile(response, path)
    ) {
      return;
    }
    if (path === '/' && method === 'GET') {
      sendJson(response, 200, {
        flag: true,
        msg: 'Lumi mock API: the endpoints of docs/api-contract.md; admin under /__mock/ (health, reset, faults).',
      });
      return;
    }

    const mocked = await getResponse(handlersFor(method, path), await toFetchRequest(request));
    if (!mocked) {
      sendJson(response, 404, fail(`Endpoint não encontrado: ${method} ${path}`));
      return;
    }
    if (mocked.type === 'error') {
      // The "network" fault: drop the connection without an answer, as a failing network would.
      request.socket.destroy();
      return;
    }
    const body = Buffer.from(await mocked.arrayBuffer());
    mocked.headers.forEach((value, name) => {
      if (name !== 'content-length') response.setHeader(name, value);
    });
    response.setHeader('Content-Length', body.length);
    response.writeHead(mocked.status);
    response.end(body);
  }

  return createServer((request, response) => {
    const started = performance.now();
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const outcome = cors(request, response);
    if (outcome.kind === 'refused' && !refusedOrigins.has(outcome.origin)) {
      refusedOrigins.add(outcome.origin);
      console.warn(
        `CORS: origin ${outcome.origin} is not allowed (add it with --origin); the browser will refuse.`,
      );
    }
    response.on('close', () => {
      const status = response.writableFinished ? String(response.statusCode) : 'dropped';
      log?.(
        `${request.method ?? 'GET'} ${request.url ?? '/'} ${status} ${Math.round(performance.now() - started)}ms`,
      );
    });
    if (outcome.kind === 'preflight') {
      response.writeHead(outcome.status, { 'Content-Length': 0 });
      response.end();
      return;
    }
    answer(request, response, path).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        // The rest of the body is read and dropped, so the client gets the answer, not a reset.
        request.resume();
        sendJson(response, 413, fail('Corpo da requisição grande demais.'));
        return;
      }
      console.error(`${request.method ?? 'GET'} ${request.url ?? '/'} failed:`, error);
      if (response.headersSent) response.destroy();
      else sendJson(response, 500, fail('Erro interno do servidor de demonstração.'));
    });
  });
}
