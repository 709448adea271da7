import { z } from 'zod/mini';

/**
 * Fault injection (DESIGN.md §6). The standing configuration is read at each request from its source:
 * localStorage `lumi-mock` in the browser, the `/__mock/faults` admin endpoint under `npm run api`.
 * One request can also ask for its own fault with a header or a query flag (see requestFault).
 */
export const FAULTS_KEY = 'lumi-mock';
/** Per-request fault: a status (`503`), `network` or `malformed`. Also the `__fault` query flag. */
export const FAULT_HEADER = 'X-Mock-Fault';
/** Per-request latency in milliseconds. Also the `__latency` query flag. */
export const LATENCY_HEADER = 'X-Mock-Latency';

const faultStatus = z.union([
  z.int().check(z.gte(100), z.lte(599)),
  z.literal('network'),
  z.literal('malformed'),
]);

export const faultConfigSchema = z.object({
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
  errorRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  errorStatus: z.optional(faultStatus),
  endpoints: z.optional(
    z.record(
      z.string(),
      z.object({
        status: z.optional(faultStatus),
        latencyMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
      }),
    ),
  ),
});
export type FaultConfig = z.infer<typeof faultConfigSchema>;
type FaultStatus = z.infer<typeof faultStatus>;

/** The browser's source: localStorage `lumi-mock`, edited by the demo tools. */
export function readFaults(): FaultConfig {
  try {
    const raw = localStorage.getItem(FAULTS_KEY);
    if (!raw) return {};
    const parsed = faultConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeFaults(config: FaultConfig): void {
  if (Object.keys(config).length === 0) localStorage.removeItem(FAULTS_KEY);
  else localStorage.setItem(FAULTS_KEY, JSON.stringify(config));
}

let faultSource: () => FaultConfig = readFaults;

/** Where the standing configuration comes from; the HTTP server keeps it in memory instead. */
export function setFaultSource(source: () => FaultConfig): void {
  faultSource = source;
}

const latencySchema = z.coerce.number().check(z.int(), z.gte(0), z.lte(60_000));
const statusFromText = (text: string | null): FaultStatus | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const value = text.trim();
  const parsed = faultStatus.safeParse(/^\d+$/.test(value) ? Number(value) : value);
  return parsed.success ? parsed.data : undefined;
};
const latencyFromText = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const parsed = latencySchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

/** The fault one request asks for itself: `X-Mock-Fault` / `X-Mock-Latency`, or `?__fault=` / `?__latency=`. */
export function requestFault(request: Request): { status?: FaultStatus; latencyMs?: number } {
  const query = new URL(request.url).searchParams;
  return {
    status: statusFromText(request.headers.get(FAULT_HEADER) ?? query.get('__fault')),
    latencyMs: latencyFromText(request.headers.get(LATENCY_HEADER) ?? query.get('__latency')),
  };
}

export type FaultDecision = { latencyMs: number; status: FaultStatus | null };

/**
 * What to do with one request: how long to wait and which failure (if any) to answer. The request's
 * own fault wins, then the endpoint's entry (keyed by the real path, e.g. `GET /api/Event/single/evt-1`,
 * or by the contract's pattern, `GET /api/Event/single/:id`), then the error rate.
 */
export function decideFault(request: Request, pattern: string, random = Math.random): FaultDecision {
  const config = faultSource();
  const method = request.method.toUpperCase();
  const own = requestFault(request);
  const endpoint =
    config.endpoints?.[`${method} ${new URL(request.url).pathname}`] ??
    config.endpoints?.[`${method} ${pattern}`];
  const latencyMs = own.latencyMs ?? endpoint?.latencyMs ?? config.latencyMs ?? 0;
  const status = own.status ?? endpoint?.status;
  if (status !== undefined) return { latencyMs, status };
  if (config.errorRate && random() < config.errorRate)
    return { latencyMs, status: config.errorStatus ?? 503 };
  return { latencyMs, status: null };
}
