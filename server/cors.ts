import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAULT_HEADER, LATENCY_HEADER } from '@/mocks/faults';

/** The origins a plain `npm run api` serves: the dev server and `vite preview`, by IP and by name. */
export const DEFAULT_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** Request headers the app (and the fault tooling) sends across origins. */
const ALLOWED_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'idempotency-key',
  // Names the browser for the survey's rate limit (POST /api/Arena/feedback).
  'x-client-id',
  FAULT_HEADER.toLowerCase(),
  LATENCY_HEADER.toLowerCase(),
];
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_S = 600;

export type CorsOutcome =
  /** No Origin header (curl, the contract verifier): nothing to do. */
  | { kind: 'same-origin' }
  /** An allowed origin: headers are set, carry on. */
  | { kind: 'allowed' }
  /** A preflight was answered; the request is done. */
  | { kind: 'preflight'; status: number }
  /** An origin outside the list: no CORS headers, so the browser refuses the answer. */
  | { kind: 'refused'; origin: string };

/**
 * CORS the way a real API gateway does it for a bearer-token SPA: the allowed origins are echoed
 * back (never `*` with credentials), preflights list the methods and the headers the app sends,
 * and every answer varies by Origin so caches keep them apart.
 */
export function corsPolicy(origins: readonly string[] | '*') {
  const allows = (origin: string) => origins === '*' || origins.includes(origin);
  return (request: IncomingMessage, response: ServerResponse): CorsOutcome => {
    response.setHeader('Vary', 'Origin');
    const origin = request.headers.origin;
    const preflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!origin) return preflight ? { kind: 'preflight', status: 204 } : { kind: 'same-origin' };
    if (!allows(origin)) {
      return preflight ? { kind: 'preflight', status: 403 } : { kind: 'refused', origin };
    }
    response.setHeader('Access-Control-Allow-Origin', origin);
    if (!preflight) return { kind: 'allowed' };

    const asked = (request.headers['access-control-request-headers'] ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
    // Only the headers on the list are granted: a header the app starts sending without the server
    // knowing it fails here, the way it would against the real gateway.
    const granted = asked.filter((h) => ALLOWED_HEADERS.includes(h));
    response.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    response.setHeader(
      'Access-Control-Allow-Headers',
      (granted.length ? granted : ALLOWED_HEADERS).join(', '),
    );
    response.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_S));
    return { kind: 'preflight', status: 204 };
  };
}
