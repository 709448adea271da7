import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { axiosBaseQuery } from '@/api/baseQuery';
import { KIND_MESSAGE_IDS } from '@/api/errors';
import { server } from '@/mocks/node';

const api = { signal: new AbortController().signal } as Parameters<typeof axiosBaseQuery>[1];
const schema = z.object({ flag: z.literal(true), obj: z.object({ id: z.string() }) });

function answer(body: unknown, status = 200) {
  server.use(
    http.get('*/api/Probe/single/1', () => HttpResponse.json(body as Record<string, unknown>, { status })),
  );
}

describe('one place turns every failure into a typed error: the server msg, else a message id', () => {
  test('a body that matches the contract is returned parsed', async () => {
    answer({ flag: true, msg: '', obj: { id: '1' } });
    const result = await axiosBaseQuery({ url: '/api/Probe/single/1', schema }, api, {});
    expect(result).toEqual({ data: { flag: true, obj: { id: '1' } } });
  });

  test('a malformed body becomes an error, never a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ flag: true, unexpected: [] });
    const result = await axiosBaseQuery({ url: '/api/Probe/single/1', schema }, api, {});
    expect(result.error).toMatchObject({ kind: 'malformed', message: KIND_MESSAGE_IDS.malformed });
  });

  test('flag: false is a refusal carrying the server msg and field errors', async () => {
    answer({ flag: false, msg: 'Estoque esgotado.', errors: { quantity: 'Só restam 2.' } });
    const result = await axiosBaseQuery({ url: '/api/Probe/single/1', schema }, api, {});
    expect(result.error).toMatchObject({
      kind: 'rejected',
      message: 'Estoque esgotado.',
      fromServer: true,
      fieldErrors: { quantity: 'Só restam 2.' },
    });
  });

  test.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [422, 'validation'],
    [500, 'server'],
    [503, 'server'],
  ] as const)(
    'HTTP %i without msg → %s with its kind message id; with msg → the server msg first',
    async (status, kind) => {
      answer({}, status);
      const bare = await axiosBaseQuery({ url: '/api/Probe/single/1' }, api, {});
      expect(bare.error).toMatchObject({ kind, status, message: KIND_MESSAGE_IDS[kind], fromServer: false });
      answer({ flag: false, msg: 'Mensagem do servidor' }, status);
      const withMsg = await axiosBaseQuery(
        { url: '/api/Probe/single/1', fallbackId: 'errors.calendar.load' },
        api,
        {},
      );
      expect(withMsg.error).toMatchObject({ kind, message: 'Mensagem do servidor' });
    },
  );

  test('the caller fallback comes before the generic one; network failures are named as such', async () => {
    answer({}, 500);
    const result = await axiosBaseQuery(
      { url: '/api/Probe/single/1', fallbackId: 'errors.calendar.load' },
      api,
      {},
    );
    expect(result.error).toMatchObject({ message: 'errors.calendar.load', fromServer: false });
    server.use(http.get('*/api/Probe/single/1', () => HttpResponse.error()));
    const offline = await axiosBaseQuery({ url: '/api/Probe/single/1' }, api, {});
    expect(offline.error).toMatchObject({ kind: 'network', message: KIND_MESSAGE_IDS.network });
  });

  test('money-spending calls carry the Idempotency-Key header and the bearer token', async () => {
    localStorage.setItem('serviceToken', 'abc.def.ghi');
    let seen: Headers | null = null;
    server.use(
      http.post('*/api/Probe/create', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ flag: true, msg: '' });
      }),
    );
    await axiosBaseQuery(
      { url: '/api/Probe/create', method: 'POST', data: {}, idempotencyKey: 'k-1' },
      api,
      {},
    );
    const headers = seen as Headers | null;
    expect(headers?.get('Idempotency-Key')).toBe('k-1');
    expect(headers?.get('Authorization')).toBe('Bearer abc.def.ghi');
  });
});
