import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import { server as inProcessMock } from '@/mocks/node';
import { createApiServer, type ApiServerOptions } from '../../server/app';

/**
 * These tests talk to a real socket, in node's environment (`@vitest-environment node`, so fetch and
 * Request are node's own). The shared setup answers every request from the in-process msw mock:
 * that is switched off for the file (each file has its own modules, so the others keep it).
 */
export function withRealNetwork(): void {
  beforeAll(() => {
    inProcessMock.close();
  });
}

/** The mock API over HTTP on a free loopback port. */
export async function startApi(options: ApiServerOptions = {}) {
  const server = createApiServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A bearer token for a demo account, from the server's own login. */
export async function tokenFor(url: string, login_cell: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login_cell, pass_token: 'Lumi@2026' }),
  });
  return ((await response.json()) as { token: string }).token;
}
