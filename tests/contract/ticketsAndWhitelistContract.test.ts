import { apiClient } from '@/api/client';
import { findEndpoint, type HttpMethod } from '@/api/contract/endpoints';
import { myAttendeesResponseSchema } from '@/api/contract/tickets';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

async function call(
  method: HttpMethod,
  path: string,
  url: string,
  init: { token?: string; body?: unknown } = {},
) {
  const endpoint = findEndpoint(method, path);
  if (!endpoint) throw new Error(`not in contract: ${method} ${path}`);
  const response = await apiClient.request<unknown>({
    method,
    url,
    data: init.body,
    headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
    validateStatus: () => true,
  });
  return {
    status: response.status,
    data: response.data as Record<string, unknown>,
    parsed: endpoint.response.safeParse(response.data),
  };
}

const familyCodes = () => db.tables.attendees.filter((a) => a.buyerId === DEMO_IDS.family).map((a) => a.code);

describe('GET /api/Attendee/mine', () => {
  test("answers only the family's own tickets, with the events, ticket types and orders they refer to", async () => {
    const answer = await call('GET', '/api/Attendee/mine', '/api/Attendee/mine', {
      token: await signToken(DEMO_IDS.family, '2'),
    });
    expect(answer.status).toBe(200);
    expect(answer.parsed.success).toBe(true);
    const { lst, events = [], tickets = [], orders = [] } = myAttendeesResponseSchema.parse(answer.data);
    expect(lst.map((a) => a.code).sort()).toEqual(familyCodes().sort());
    expect(lst.length).toBeGreaterThanOrEqual(3);
    expect(lst.every((a) => a.buyerId === DEMO_IDS.family)).toBe(true);
    for (const attendee of lst) {
      expect(events.some((e) => e.id === attendee.eventId)).toBe(true);
      expect(tickets.some((tk) => tk.id === attendee.ticketId)).toBe(true);
      expect(orders.find((o) => o.id === attendee.orderId)?.status).toBe('paid');
    }
    // The lookups carry what the tickets need, nothing more.
    expect(new Set(events.map((e) => e.id))).toEqual(new Set(lst.map((a) => a.eventId)));
  });

  test('a family with no tickets gets an empty list', async () => {
    db.tables.attendees = db.tables.attendees.filter((a) => a.buyerId !== DEMO_IDS.family);
    const answer = await call('GET', '/api/Attendee/mine', '/api/Attendee/mine', {
      token: await signToken(DEMO_IDS.family, '2'),
    });
    expect(answer.parsed.success).toBe(true);
    expect(answer.data.lst).toEqual([]);
  });

  test('needs a family session: 401 without one, 403 for other roles', async () => {
    expect((await call('GET', '/api/Attendee/mine', '/api/Attendee/mine')).status).toBe(401);
    const producer = await call('GET', '/api/Attendee/mine', '/api/Attendee/mine', {
      token: await signToken(DEMO_IDS.producer, '3'),
    });
    expect(producer.status).toBe(403);
  });
});

describe('GET /api/Attendee/download/:code', () => {
  test('is public and answers the ticket with its event, ticket type and order', async () => {
    const code = familyCodes()[0] ?? '';
    const answer = await call('GET', '/api/Attendee/download/:code', `/api/Attendee/download/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.parsed.success).toBe(true);
    const obj = answer.data.obj as {
      attendee: { code: string; eventId: string; ticketId: string };
      event: { id: string };
      ticket: { id: string };
      order: { status: string };
    };
    expect(obj.attendee.code).toBe(code);
    expect(obj.event.id).toBe(obj.attendee.eventId);
    expect(obj.ticket.id).toBe(obj.attendee.ticketId);
    expect(obj.order.status).toBe('paid');
  });

  test('finds a code typed in lower case', async () => {
    const code = familyCodes()[0] ?? '';
    const answer = await call(
      'GET',
      '/api/Attendee/download/:code',
      `/api/Attendee/download/${code.toLowerCase()}`,
    );
    expect(answer.status).toBe(200);
  });

  test('an unknown code is a 404 with a clear message', async () => {
    const answer = await call('GET', '/api/Attendee/download/:code', '/api/Attendee/download/LUMI-0000-0000');
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({ flag: false, msg: 'Ingresso não encontrado. Confira o código.' });
  });
});

describe('POST /api/Whitelist/join', () => {
  const valid = {
    name: 'Fernanda Lima',
    email: 'Fernanda.Lima@exemplo.com.br',
    phone: '(21) 98765-4321',
    profile: 'school',
    consent: true,
  };

  test('stores the entry (e-mail in lower case, phone as digits) and answers the envelope', async () => {
    const answer = await call('POST', '/api/Whitelist/join', '/api/Whitelist/join', { body: valid });
    expect(answer.status).toBe(200);
    expect(answer.parsed.success).toBe(true);
    expect(db.tables.whitelist).toEqual([
      expect.objectContaining({
        name: 'Fernanda Lima',
        email: 'fernanda.lima@exemplo.com.br',
        phone: '21987654321',
        profile: 'school',
      }),
    ]);
  });

  test('the same e-mail twice is a 409 on the e-mail field, whatever its case', async () => {
    await call('POST', '/api/Whitelist/join', '/api/Whitelist/join', { body: valid });
    const again = await call('POST', '/api/Whitelist/join', '/api/Whitelist/join', {
      body: { ...valid, email: 'FERNANDA.LIMA@exemplo.com.br' },
    });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({
      flag: false,
      msg: 'Este e-mail já está na lista de espera.',
      errors: { email: 'Este e-mail já está na lista de espera.' },
    });
    expect(db.tables.whitelist).toHaveLength(1);
  });

  test('a bad body is a 422 with pt-BR field errors, and nothing is stored', async () => {
    const answer = await call('POST', '/api/Whitelist/join', '/api/Whitelist/join', {
      body: { name: 'A', email: 'x', phone: '123', profile: 'alien', consent: false },
    });
    expect(answer.status).toBe(422);
    expect(answer.data.errors).toEqual({
      name: 'O nome precisa ter pelo menos 3 letras.',
      email: 'E-mail inválido. Confira o endereço.',
      phone: 'Celular inválido. Use DDD + número, por exemplo (11) 91234-5678.',
      profile: 'Escolha o seu perfil.',
      consent: 'Para entrar na lista, aceite os termos de uso e a política de privacidade.',
    });
    expect(db.tables.whitelist).toEqual([]);
  });
});
