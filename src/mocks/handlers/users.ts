import {
  userBlockBodySchema,
  userBlockManyBodySchema,
  userRoleBodySchema,
  userUpdateBodySchema,
  type UserUpdateBody,
} from '@/api/contract/admin';
import type { AdminUser } from '@/api/contract/domain';
import type { DbUser, Tables } from '../db/types';
import { fail, HttpError, ok, paginate, route } from '../http';
import { DIACRITICS, fold, need, searchOf, sortOf } from './shared';

const RESET_TTL_MS = 24 * 60 * 60_000;

function adminView(u: DbUser): AdminUser {
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
    mustResetPassword: u.mustResetPassword,
  };
}

const SORTABLE = ['name', 'createdAt', 'role', 'status', 'email_address'] as const;
// One collator for the whole sort: localeCompare with a locale argument builds one per call.
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
function findUser(t: Tables, id: string | undefined): DbUser {
  const found = t.users.find((u) => u.id === id);
  if (!found) throw new HttpError(404, 'Usuário não encontrado.');
  return found;
}

/** Phone, e-mail and document identify one account each, as at registration. */
function uniqueness(t: Tables, id: string, body: UserUpdateBody): Record<string, string> {
  const errors: Record<string, string> = {};
  const others = t.users.filter((u) => u.id !== id);
  if (others.some((u) => u.login_cell === body.login_cell))
    errors.login_cell = 'Este celular já está cadastrado em outra conta.';
  if (others.some((u) => u.email_address.toLowerCase() === body.email_address.toLowerCase()))
    errors.email_address = 'Este e-mail já está cadastrado em outra conta.';
  if (others.some((u) => u.document === body.document))
    errors.document = 'Este CPF ou CNPJ já está cadastrado em outra conta.';
  return errors;
}

/** Admin user directory: search by name, phone, e-mail or CPF; filters by role, status and period. */
export const userHandlers = [
  route(need('GET', '/api/User/all'), ({ query, t }) => {
    const search = searchOf(query, DIACRITICS);
    const digits = search.replace(/\D/g, '');
    // A search that is only a phone or document (with its punctuation) matches digits alone.
    const numeric = digits.length >= 3 && /^[\d\s().+\-/]+$/.test(search);
    const roles = (query.get('role') ?? '').split(',').filter(Boolean);
    const status = query.get('status');
    const from = query.get('from');
    const to = query.get('to');
    const toEnd = to ? `${to}T23:59:59.999Z` : null;
    let list = t.users.filter(
      (u) =>
        (!search ||
          (numeric
            ? u.login_cell.includes(digits) || u.document.includes(digits)
            : fold(u.name, DIACRITICS).includes(search) || u.email_address.toLowerCase().includes(search))) &&
        (roles.length === 0 || roles.includes(u.role)) &&
        (!status || u.status === status) &&
        (!from || u.createdAt >= from) &&
        (!toEnd || u.createdAt <= toEnd),
    );
    const { key, sign } = sortOf(query, SORTABLE, 'createdAt');
    list = [...list].sort(
      (a, b) => sign * collator.compare(a[key], b[key]) || collator.compare(a.name, b.name),
    );
    const page = paginate(list, query);
    return ok({ lst: page.lst.map(adminView), total: page.total });
  }),

  route(need('GET', '/api/User/single/:id'), ({ params, t }) => {
    const found = t.users.find((u) => u.id === params.id);
    return found ? ok({ obj: adminView(found) }) : fail(404, 'Usuário não encontrado.');
  }),

  route(need('PATCH', '/api/User/update/:id'), userUpdateBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id && body.status === 'blocked')
      return fail(409, 'Você não pode bloquear a própria conta.', {
        status: 'Você não pode bloquear a própria conta.',
      });
    const errors = uniqueness(t, target.id, body);
    const first = Object.values(errors)[0];
    if (first) return fail(409, first, errors);
    Object.assign(target, body, { name: `${body.first_name} ${body.last_name}` });
    return ok({ obj: adminView(target) }, 'Dados do usuário salvos.');
  }),

  route(need('POST', '/api/User/block/:id'), userBlockBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id) return fail(409, 'Você não pode bloquear a própria conta.');
    target.status = body.blocked ? 'blocked' : 'active';
    return ok(
      { obj: adminView(target) },
      body.blocked ? 'Usuário bloqueado. Ele não consegue mais entrar.' : 'Usuário desbloqueado.',
    );
  }),

  route(need('POST', '/api/User/block-many'), userBlockManyBodySchema, ({ body, user, t }) => {
    if (user && body.ids.includes(user.id))
      return fail(409, 'Você não pode bloquear a própria conta. Tire-a da seleção.');
    const wanted = body.blocked ? 'blocked' : 'active';
    const changed: string[] = [];
    const ids = new Set(body.ids);
    for (const u of t.users) {
      if (!ids.has(u.id) || u.status === wanted) continue;
      u.status = wanted;
      changed.push(u.id);
    }
    return ok(
      { obj: { changed } },
      body.blocked
        ? `${changed.length} usuário(s) bloqueado(s).`
        : `${changed.length} usuário(s) desbloqueado(s).`,
    );
  }),

  route(need('POST', '/api/User/role/:id'), userRoleBodySchema, ({ params, body, user, t }) => {
    const target = findUser(t, params.id);
    if (target.id === user?.id) return fail(409, 'Você não pode mudar o próprio perfil de acesso.');
    target.role = body.role;
    return ok({ obj: adminView(target) }, 'Perfil de acesso alterado.');
  }),

  route(need('POST', '/api/User/force-reset/:id'), ({ params, t }) => {
    const target = findUser(t, params.id);
    target.mustResetPassword = true;
    const token = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    t.resetTokens = t.resetTokens.filter((r) => r.userId !== target.id);
    t.resetTokens.push({
      token,
      userId: target.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
    });
    return ok(
      { obj: adminView(target) },
      `Enviamos um link para ${target.email_address} criar uma nova senha.`,
    );
  }),
];
