import { whitelistJoinRequestSchema } from '@/api/contract/whitelist';
import { fail, ok, route } from '../http';
import { need } from './shared';

const DUPLICATE = 'Este e-mail já está na lista de espera.';

export const whitelistHandlers = [
  route(need('POST', '/api/Whitelist/join'), whitelistJoinRequestSchema, ({ body, t }) => {
    const email = body.email.toLowerCase();
    if (t.whitelist.some((entry) => entry.email.toLowerCase() === email)) {
      return fail(409, DUPLICATE, { email: DUPLICATE });
    }
    t.whitelist.push({
      id: `wl-${String(t.whitelist.length + 1).padStart(5, '0')}`,
      name: body.name,
      email,
      phone: body.phone,
      profile: body.profile,
      createdAt: new Date().toISOString(),
    });
    return ok({}, 'Inscrição confirmada! Avisaremos você por e-mail.');
  }),
];
