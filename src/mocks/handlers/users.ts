import { findEndpoint } from '@/api/contract/endpoints';
import type { DbUser } from '../db/types';
import { fail, ok, paginate, route } from '../http';

function adminView(u: DbUser) {
  return {
    id: u.id,
    name: u.name,
    first_name: u.first_name,
    last_name: u.last_name,
    role: u.role,
    login_cell: u.login_cell,
    email_address: u.email_address,
    document: u.document,
    status: u.status,
    verified: u.verified,
    createdAt: u.createdAt,
    url_perfil: u.url_perfil,
  };
}

const SORTABLE = ['name', 'createdAt', 'role', 'status'] as const;

function need(method: 'GET' | 'POST' | 'PATCH', path: string) {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`No contract entry for ${method} ${path}`);
  return endpoint;
}

/** Admin user directory: search by name, phone, e-mail or CPF; filters by role, status and period. */
export const userHandlers = [
  route(need('GET', '/api/User/all'), ({ query, t }) => {
    const search = (query.get('search') ?? '').trim().toLowerCase();
    const digits = search.replace(/\D/g, '');
    const role = query.get('role');
    const status = query.get('status');
    const from = query.get('from');
    const to = query.get('to');
    let list = t.users.filter(
      (u) =>
        (!search ||
          u.name.toLowerCase().includes(search) ||
          u.email_address.toLowerCase().includes(search) ||
          (digits.length >= 3 && (u.login_cell.includes(digits) || u.document.includes(digits)))) &&
        (!role || u.role === role) &&
        (!status || u.status === status) &&
        (!from || u.createdAt >= from) &&
        (!to || u.createdAt <= `${to}T23:59:59`),
    );
    const [field, direction] = (query.get('sort') ?? 'createdAt:desc').split(':');
    const key = SORTABLE.find((s) => s === field) ?? 'createdAt';
    const sign = direction === 'asc' ? 1 : -1;
    list = [...list].sort((a, b) => sign * a[key].localeCompare(b[key], 'pt-BR'));
    return ok(paginate(list.map(adminView), query));
  }),
  route(need('GET', '/api/User/single/:id'), ({ params, t }) => {
    const found = t.users.find((u) => u.id === params.id);
    return found ? ok({ obj: adminView(found) }) : fail(404, 'Usuário não encontrado.');
  }),
];
