import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { FaultConfig } from '@/mocks/faults';

/** `npm run api` behind the production bundle (its port comes from playwright.config.ts). */
export const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '3101'}`;
export const PASSWORD = 'Lumi@2026';

export const ACCOUNTS = [
  { name: 'admin', phone: '11900000000', loginAt: '/login', home: '/admin/usuarios' },
  { name: 'family', phone: '11922222222', loginAt: '/login-clientes', home: '/cliente/boas-vindas' },
  { name: 'producer', phone: '11933333333', loginAt: '/login', home: '/produtor/meus-eventos' },
  { name: 'school', phone: '11944444444', loginAt: '/login', home: '/empresa/professores' },
] as const;

/** The API server's admin endpoints (DESIGN.md §6 faults, without the browser's localStorage). */
export class MockApi {
  private readonly request: APIRequestContext;

  constructor(request: APIRequestContext) {
    this.request = request;
  }

  /** Back to the seeded world, with no faults. */
  async reset(): Promise<void> {
    expect((await this.request.post(`${API}/__mock/reset`)).ok()).toBe(true);
  }

  async faults(config: FaultConfig): Promise<void> {
    const response = await this.request.put(`${API}/__mock/faults`, { data: config });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** A bearer token, as the app gets it (for calls a test makes on a user's behalf). */
  async token(phone: string): Promise<string> {
    const response = await this.request.post(`${API}/api/auth/login`, {
      data: { login_cell: phone, pass_token: PASSWORD },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { token: string }).token;
  }

  /** Calls the API as a user; answers the parsed body. */
  async call(method: 'GET' | 'POST' | 'PATCH', path: string, token: string, data?: unknown) {
    const response = await this.request.fetch(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  }
}

/** The status the server answers a call made with `token` (for a token that should be refused). */
export async function statusWith(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
): Promise<number> {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

export async function signIn(page: Page, loginAt: string, phone: string): Promise<void> {
  await page.goto(loginAt);
  await page.locator('input[name="login_cell"]').pressSequentially(phone);
  await page.locator('input[name="pass_token"]').fill(PASSWORD);
  await page.locator('input[name="pass_token"]').press('Enter');
}

/**
 * Every test starts from the seeded world with no faults, and ends by checking that the bundle
 * called the API only at VITE_API_URL: a call to the app's own origin would be a relative URL that
 * only worked while the mock answered inside the page.
 */
export const test = base.extend<{ api: MockApi; apiCallsChecked: undefined }>({
  api: [
    async ({ request }, use) => {
      const api = new MockApi(request);
      await api.reset();
      await use(api);
    },
    { auto: true },
  ],
  apiCallsChecked: [
    async ({ page, baseURL }, use) => {
      const misrouted: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.includes('/api/') && !url.startsWith(`${API}/`)) misrouted.push(url);
      });
      await use(undefined);
      expect(misrouted, `API calls outside ${API} (app at ${baseURL ?? ''})`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
