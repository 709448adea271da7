import { ENDPOINTS, type Endpoint } from '@/api/contract/endpoints';

/** One call of the walk: an endpoint of the contract as an anonymous caller would make it. */
export interface WalkCall {
  endpoint: Endpoint;
  /** `GET /api/Order/mine`, as the contract names it. */
  key: string;
  /** The path with its parameters filled in. */
  url: string;
  /** An empty object for endpoints that take a body (the mock refuses it with its field errors). */
  body: Record<string, never> | undefined;
}

/** Every endpoint of the contract, once: its path's parameters filled in, a body where it takes one. */
export function contractWalk(): WalkCall[] {
  return ENDPOINTS.map((endpoint) => ({
    endpoint,
    key: `${endpoint.method} ${endpoint.path}`,
    url: endpoint.path.replace(/:(\w+)/g, (_, name: string) => `walk-${name}`),
    body: endpoint.body ? {} : undefined,
  }));
}

/**
 * Why an answer is not the mock's own, or null when it is: the mock answers every endpoint in the
 * envelope (`flag`, `msg`) as JSON, whatever the status; a request that no handler takes falls through
 * (the static host's index.html, or the HTTP server's "Endpoint não encontrado").
 */
export function notAnswered(status: number, contentType: string | null, data: unknown): string | null {
  if (!contentType?.includes('application/json'))
    return `${status} ${contentType ?? 'without a type'}, not JSON`;
  const envelope = data as { flag?: unknown; msg?: unknown } | null;
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.flag !== 'boolean')
    return `${status}, not the envelope`;
  if (
    status === 404 &&
    typeof envelope.msg === 'string' &&
    envelope.msg.startsWith('Endpoint não encontrado')
  )
    return 'no handler';
  return null;
}
