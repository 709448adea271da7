import * as auth from '@/api/contract/auth';
import { DEMO_ACCESS_CODE } from '../db/seed';
import type { DbUser } from '../db/types';
import { fail, ok, route } from '../http';
import { signToken, tokenId, verifyToken } from '../jwt';
import { isDataUrl, removeAvatar, storeAvatar } from './files';
import { need } from './shared';

export function userDto(u: DbUser) {
  return {
    id: u.id,
    role: u.role,
    name: u.name,
    first_name: u.first_name,
    last_name: u.last_name,
    url_perfil: u.url_perfil,
    email_address: u.email_address,
    login_cell: u.login_cell,
    document: u.document,
    verified: u.verified,
  };
}

const RESEND_COOLDOWN_S = 30;
const CODE_TTL_MS = 10 * 60_000;
const RESET_TTL_MS = 60 * 60_000;

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const authHandlers = [
  route(need('POST', '/api/auth/login'), auth.loginRequestSchema, async ({ body, t }) => {
    const found = t.users.find((u) => u.login_cell === body.login_cell);
    if (!found || found.password !== body.pass_token) return fail(401, 'Celular ou senha incorretos.');
    if (found.status === 'blocked') return fail(403, 'Esta conta está bloqueada. Fale com o suporte.');
    if (!found.verified)
      return fail(403, 'Confirme seu celular com o código enviado por SMS antes de entrar.');
    // An admin asked for a new password (it may have leaked): the old one no longer opens the account.
    if (found.mustResetPassword)
      return fail(
        403,
        'Por segurança, crie uma nova senha antes de entrar: use o link que enviamos para o seu e-mail ou peça outro em “Esqueci minha senha”.',
      );
    return ok(
      { token: await signToken(found.id, found.role), userdto: userDto(found) },
      'Bem-vindo de volta!',
    );
  }),

  route(need('POST', '/api/auth/register'), auth.registerRequestSchema, async ({ body, t }) => {
    const errors: Record<string, string> = {};
    if (t.users.some((u) => u.login_cell === body.login_cell))
      errors.login_cell = 'Este celular já está cadastrado.';
    if (t.users.some((u) => u.email_address.toLowerCase() === body.email_address.toLowerCase()))
      errors.email_address = 'Este e-mail já está cadastrado.';
    if (t.users.some((u) => u.document === body.document))
      errors.document = 'Este CPF ou CNPJ já está cadastrado.';
    const first = Object.values(errors)[0];
    if (first) return fail(409, first, errors);
    const user: DbUser = {
      id: `u-${randomToken().slice(0, 12)}`,
      role: body.role,
      first_name: body.first_name,
      last_name: body.last_name,
      name: `${body.first_name} ${body.last_name}`,
      login_cell: body.login_cell,
      email_address: body.email_address,
      document: body.document,
      status: 'active',
      verified: false,
      createdAt: new Date().toISOString(),
      url_perfil: null,
      password: body.pass_token,
      schoolId: null,
      mustResetPassword: false,
    };
    t.users.push(user);
    t.smsCodes = t.smsCodes.filter((c) => c.login_cell !== user.login_cell);
    t.smsCodes.push({
      login_cell: user.login_cell,
      code: DEMO_ACCESS_CODE,
      sentAt: new Date().toISOString(),
    });
    return ok(
      { token: await signToken(user.id, user.role), userdto: userDto(user) },
      'Enviamos um código por SMS para confirmar seu celular.',
    );
  }),

  route(need('POST', '/api/auth/verify'), auth.verifyRequestSchema, ({ body, t }) => {
    const user = t.users.find((u) => u.login_cell === body.login_cell);
    const sent = t.smsCodes.find((c) => c.login_cell === body.login_cell);
    const fresh = sent && Date.now() - Date.parse(sent.sentAt) < CODE_TTL_MS;
    if (!user || !sent || !fresh || sent.code !== body.accessCode)
      return fail(401, 'Código inválido ou expirado');
    user.verified = true;
    t.smsCodes = t.smsCodes.filter((c) => c !== sent);
    return ok({}, 'Celular confirmado!');
  }),

  route(need('POST', '/api/auth/resend-code'), auth.resendCodeRequestSchema, ({ body, t }) => {
    const user = t.users.find((u) => u.login_cell === body.login_cell);
    const sent = t.smsCodes.find((c) => c.login_cell === body.login_cell);
    if (sent) {
      const waited = (Date.now() - Date.parse(sent.sentAt)) / 1000;
      if (waited < RESEND_COOLDOWN_S) {
        const retryAfterSeconds = Math.ceil(RESEND_COOLDOWN_S - waited);
        return {
          status: 429,
          body: {
            flag: false,
            msg: `Aguarde ${retryAfterSeconds} s para pedir outro código.`,
            retryAfterSeconds,
          },
        };
      }
    }
    if (user && !user.verified) {
      t.smsCodes = t.smsCodes.filter((c) => c.login_cell !== body.login_cell);
      t.smsCodes.push({
        login_cell: body.login_cell,
        code: DEMO_ACCESS_CODE,
        sentAt: new Date().toISOString(),
      });
    }
    return ok({ retryAfterSeconds: RESEND_COOLDOWN_S }, 'Enviamos um novo código por SMS.');
  }),

  route(need('GET', '/api/auth/me'), ({ user }) =>
    user ? ok({ userdto: userDto(user) }) : fail(401, 'Entre na sua conta para continuar.'),
  ),

  // The token is denied until it would have expired anyway; expired entries go as new ones come.
  route(need('POST', '/api/auth/logout'), async ({ request, t }) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
    const verified = await verifyToken(token);
    if (!verified.ok) return fail(401, 'Sessão inválida. Entre novamente.');
    const now = Date.now();
    const id = tokenId(token, verified.claims);
    t.revokedTokens = (t.revokedTokens ?? []).filter((r) => Date.parse(r.expiresAt) > now && r.id !== id);
    t.revokedTokens.push({ id, expiresAt: new Date(verified.claims.exp * 1000).toISOString() });
    return ok({}, 'Você saiu da sua conta.');
  }),

  route(need('POST', '/api/auth/forgot-password'), auth.forgotPasswordRequestSchema, ({ body, t }) => {
    const user = t.users.find((u) => u.email_address.toLowerCase() === body.email_address.toLowerCase());
    const extra: Record<string, unknown> = {};
    if (user) {
      const token = randomToken();
      t.resetTokens.push({
        token,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
      });
      // Only the mock shows the link (a real server e-mails it).
      extra.demoResetPath = `/reset-password?token=${token}`;
    }
    return ok(extra, 'Se o e-mail estiver cadastrado, você vai receber um link para criar uma nova senha.');
  }),

  route(need('POST', '/api/auth/reset-password'), auth.resetPasswordRequestSchema, ({ body, t }) => {
    const entry = t.resetTokens.find((r) => r.token === body.token);
    if (!entry || Date.parse(entry.expiresAt) < Date.now())
      return fail(400, 'Este link de redefinição é inválido ou expirou. Peça um novo.');
    const user = t.users.find((u) => u.id === entry.userId);
    if (!user) return fail(400, 'Este link de redefinição é inválido ou expirou. Peça um novo.');
    user.password = body.pass_token;
    user.mustResetPassword = false;
    t.resetTokens = t.resetTokens.filter((r) => r.userId !== user.id);
    return ok({}, 'Senha alterada. Entre com a nova senha.');
  }),

  route(need('PATCH', '/api/auth/profile'), auth.profileUpdateRequestSchema, ({ body, user, t }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    if (
      t.users.some(
        (u) => u.id !== user.id && u.email_address.toLowerCase() === body.email_address.toLowerCase(),
      )
    ) {
      return fail(409, 'Este e-mail já está cadastrado.', {
        email_address: 'Este e-mail já está cadastrado.',
      });
    }
    // An inline picture goes to the file store first: a refused one changes nothing else.
    let picture = body.url_perfil;
    if (picture && isDataUrl(picture)) picture = storeAvatar(t, user, picture);
    else if (picture === null) removeAvatar(t, user);
    user.first_name = body.first_name;
    user.last_name = body.last_name;
    user.name = `${body.first_name} ${body.last_name}`;
    user.email_address = body.email_address;
    if (picture !== undefined) user.url_perfil = picture;
    return ok({ userdto: userDto(user) }, 'Perfil atualizado.');
  }),

  route(need('POST', '/api/auth/change-password'), auth.changePasswordRequestSchema, ({ body, user }) => {
    if (!user) return fail(401, 'Entre na sua conta para continuar.');
    if (user.password !== body.current_password) {
      return fail(400, 'A senha atual está incorreta.', {
        current_password: 'A senha atual está incorreta.',
      });
    }
    user.password = body.pass_token;
    return ok({}, 'Senha alterada.');
  }),
];
