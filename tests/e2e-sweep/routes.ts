import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import boot from '../../src/i18n/messages/pt-BR/boot.json' with { type: 'json' };
import { ROLES, type RoleCode } from '../../src/store/roles.js';

/**
 * The signed-in pages of each role, read from the route table (src/routes/areas.ts) the way the bundle
 * budget reads it, so a page added to the table is swept without touching the sweep. Addresses with
 * parameters are filled with real records of the demo world (see `fillParams`).
 */

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

export interface SweptRoute {
  /** The route table's id and pattern. */
  id: string;
  pattern: string;
  /** The page's title in pt-BR, as the document title shows it ("<title> | Lumi"). */
  title: string;
  /** A page of the area every signed-in user may open (no role list), the same page for each role. */
  shared: boolean;
}

const TITLES: Record<string, string> = boot;

/** Every signed-in page the role may open: the areas any signed-in user sees, and the role's own. */
export function routesOf(role: RoleCode): SweptRoute[] {
  // The route table names its one template value, the card game's slug (src/config.ts).
  const source = read('src/routes/areas.ts').replaceAll('${BRAND_SLUG}', 'lumis');
  const areas = source.split(/^const \w+: GuardedArea = \{/m).slice(1);
  if (areas.length === 0) throw new Error('No area found in src/routes/areas.ts');
  const routes: SweptRoute[] = [];
  for (const area of areas) {
    const rolesList = /^\s*roles: \[([^\]]*)\]/m.exec(area)?.[1];
    const roles = rolesList
      ? [...rolesList.matchAll(/ROLES\.(\w+)/g)].map((m) => ROLES[m[1] as keyof typeof ROLES])
      : null;
    if (roles && !roles.includes(role)) continue;
    for (const m of area.matchAll(/\{\s*id: '([^']+)',\s*path: [`']([^`']+)[`'],\s*titleId: '([^']+)'/g)) {
      const [, id = '', pattern = '', titleId = ''] = m;
      if (pattern.includes('${')) throw new Error(`Unknown template value in ${pattern}`);
      const title = TITLES[titleId];
      if (!title) throw new Error(`No pt-BR title ${titleId} for ${pattern}`);
      routes.push({ id, pattern, title, shared: roles === null });
    }
  }
  return routes;
}

/** The tabs of an event's management page, from the page itself. */
export function eventTabs(): string[] {
  const list = /const TABS = \[([\s\S]*?)\] as const/.exec(
    read('src/features/producer/pages/EventManagePage.tsx'),
  )?.[1];
  const tabs = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
  if (tabs.length === 0) throw new Error('No tab list in EventManagePage.tsx');
  return tabs;
}

/** Reads the demo world through the API as the signed-in user: the answer's body (the mock answers inside the page). */
export type ApiGet = (path: string) => Promise<unknown>;

/** The API as the signed-in page sees it: a GET with the page's own token, read as JSON. */
export const pageApi =
  (page: Page): ApiGet =>
  (path) =>
    page.evaluate(async (url) => {
      const token = localStorage.getItem('serviceToken');
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      return (await response.json()) as unknown;
    }, path);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The first string under `key` anywhere in an answer, depth first (`lst[0].id`, `obj.dependents[0].classes[0].classId`). */
function firstValue(value: unknown, key: string): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstValue(item, key);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  const own = value[key];
  if (typeof own === 'string' && own !== '') return own;
  for (const child of Object.values(value)) {
    const found = firstValue(child, key);
    if (found) return found;
  }
  return null;
}

async function firstId(api: ApiGet, path: string, key = 'id'): Promise<string> {
  const id = firstValue(await api(path), key);
  if (!id) throw new Error(`The demo world has no record at ${path} for this role`);
  return id;
}

async function items(api: ApiGet, path: string): Promise<unknown[]> {
  const body = await api(path);
  const list = isRecord(body) ? body.lst : null;
  return Array.isArray(list) ? (list as unknown[]) : [];
}

/** One of the user's own events with ticket types and coupons, so every management page has records. */
async function ownEvent(api: ApiGet) {
  for (const event of await items(api, '/api/Event/mine?pageSize=50')) {
    const id = firstValue(event, 'id');
    if (!id) continue;
    const ticket = firstValue(await items(api, `/api/Ticket/all?eventId=${id}`), 'id');
    const coupon = firstValue(await items(api, `/api/Coupon/all?eventId=${id}`), 'id');
    if (ticket && coupon) return { id, ticket, coupon };
  }
  throw new Error('The demo world has no event of this user with ticket types and coupons');
}

/**
 * The addresses that stand for a route: itself when it has no parameter, or the route with real ids
 * (and every tab of an event). A parameter the sweep cannot fill stops it, so none is skipped unseen.
 */
export async function fillParams(pattern: string, api: ApiGet): Promise<string[]> {
  if (!pattern.includes(':')) return [pattern];
  switch (pattern) {
    case '/pages/eventos/:id':
      return [`/pages/eventos/${await firstId(api, '/api/Event/public')}`];
    case '/admin/usuarios/edit/:id':
      return [`/admin/usuarios/edit/${await firstId(api, '/api/User/all')}`];
    case '/cliente/instrucoes/:id':
      return [`/cliente/instrucoes/${await firstId(api, '/api/Family/courses', 'classId')}`];
    case '/empresa/cursos/:id':
      return [`/empresa/cursos/${await firstId(api, '/api/Course/all')}`];
    case '/apps/customer/order-details/:id':
      return [`/apps/customer/order-details/${await firstId(api, '/api/customer/order/list')}`];
    case '/apps/e-commerce/product-details/:id':
      return [`/apps/e-commerce/product-details/${await firstId(api, '/api/products/list')}`];
    case '/empresa/perfil-aluno/:studentId':
      return [`/empresa/perfil-aluno/${await firstId(api, '/api/Student/all')}`];
    default:
      break;
  }
  if (pattern.startsWith('/produtor/eventos/:eventoId/')) {
    const event = await ownEvent(api);
    const fill = (tab: string) =>
      pattern
        .replace(':eventoId', event.id)
        .replace(':ingressoId', event.ticket)
        .replace(':cupomId', event.coupon)
        .replace(':tab', tab);
    const paths = pattern.includes(':tab') ? eventTabs().map(fill) : [fill('')];
    if (paths.some((p) => p.includes(':'))) throw new Error(`The sweep cannot fill ${pattern}`);
    return paths;
  }
  throw new Error(
    `The sweep does not know a real address for ${pattern}: add one in tests/e2e-sweep/routes.ts`,
  );
}
