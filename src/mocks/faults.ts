import { z } from 'zod';

/** Fault injection, read at each request from localStorage `lumi-mock` (DESIGN.md §6). */
export const FAULTS_KEY = 'lumi-mock';

const faultStatus = z.union([
  z.number().int().min(100).max(599),
  z.literal('network'),
  z.literal('malformed'),
]);

export const faultConfigSchema = z.object({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  errorRate: z.number().min(0).max(1).optional(),
  errorStatus: faultStatus.optional(),
  endpoints: z
    .record(
      z.string(),
      z.object({ status: faultStatus.optional(), latencyMs: z.number().int().min(0).max(60_000).optional() }),
    )
    .optional(),
});
export type FaultConfig = z.infer<typeof faultConfigSchema>;

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

export type FaultDecision = { latencyMs: number; status: number | 'network' | 'malformed' | null };

/** What to do with one request: how long to wait and which failure (if any) to answer. */
export function decideFault(method: string, pathname: string, random = Math.random): FaultDecision {
  const config = readFaults();
  const endpoint = config.endpoints?.[`${method.toUpperCase()} ${pathname}`];
  const latencyMs = endpoint?.latencyMs ?? config.latencyMs ?? 0;
  if (endpoint?.status !== undefined) return { latencyMs, status: endpoint.status };
  if (config.errorRate && random() < config.errorRate)
    return { latencyMs, status: config.errorStatus ?? 503 };
  return { latencyMs, status: null };
}
