import { screen, waitFor, within } from '@testing-library/react';
import { catalogue, renderApp, sessionState, t } from '@tests/render';
import { createIntl } from 'react-intl';
import { apiClient } from '@/api/client';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

const ADMIN = sessionState({ id: DEMO_IDS.admin, role: '0', name: 'Marina Costa', url_perfil: null });
const FIRST_LOAD = { timeout: 45_000 } as const;
const SLOW = 120_000;
const FESTIVAL = 'ev-0001';
const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });

async function open(route: string, titleId: 'route.admin.events' | 'route.admin.courses') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
  const app = renderApp({ route, preloadedState: ADMIN });
  await screen.findByRole('heading', { level: 1, name: t(titleId) }, FIRST_LOAD);
  return app;
}

const eventOf = (id: string) => {
  const event = db.tables.events.find((e) => e.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

describe('admin events moderation (/admin/eventos)', () => {
  test(
    'cancelling says what happens, requires a reason, then refunds the paid orders',
    async () => {
      const event = eventOf(FESTIVAL);
      expect(event.status).toBe('published');
      const paid = db.tables.orders.filter((o) => o.eventId === FESTIVAL && o.status === 'paid');
      expect(paid.length).toBeGreaterThan(0);
      const app = await open(
        `/admin/eventos?search=${encodeURIComponent(event.title)}`,
        'route.admin.events',
      );

      await app.user.click(
        await screen.findByRole('button', { name: `Moderar ${event.title}` }, { timeout: 20_000 }),
      );
      await app.user.click(
        await screen.findByRole('menuitem', { name: t('admin.moderation.action.cancel') }),
      );
      const dialog = await screen.findByRole('dialog', { name: `Cancelar “${event.title}”?` });
      expect(dialog).toHaveTextContent(
        `Os ${event.sold ?? 0} ingressos vendidos deixam de valer e os pedidos pagos são reembolsados.`,
      );
      expect(dialog).toHaveTextContent('Não dá para desfazer.');

      await app.user.click(within(dialog).getByRole('button', { name: t('admin.events.cancel.confirm') }));
      expect(await within(dialog).findByText(t('admin.validation.reasonRequired'))).toBeInTheDocument();
      expect(eventOf(FESTIVAL).status).toBe('published');

      // A pasted reason over the limit stays whole, counted and in error, and nothing is cancelled.
      const reason = within(dialog).getByRole('textbox', { name: /^Motivo/ });
      const pasted = 'Local interditado. '.repeat(30).slice(0, 520);
      await app.user.click(reason);
      await app.user.paste(pasted);
      expect(reason).toHaveValue(pasted);
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(within(dialog).getByText('520/500')).toBeInTheDocument();
      const tooLong = intl.formatMessage({ id: 'validation.text.tooLong' }, { max: 500, count: 520 });
      expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.events.cancel.confirm') }));
      expect(reason).toHaveValue(pasted);
      expect(within(dialog).getByText(tooLong)).toBeInTheDocument();
      expect(eventOf(FESTIVAL).status).toBe('published');

      await app.user.clear(reason);
      await app.user.type(reason, 'Local interditado pela Defesa Civil.');
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.events.cancel.confirm') }));
      expect(
        await screen.findByText(`Evento cancelado. ${paid.length} pedido(s) reembolsado(s).`),
      ).toBeInTheDocument();
      const after = eventOf(FESTIVAL);
      expect(after).toMatchObject({
        status: 'cancelled',
        featured: false,
        cancelReason: 'Local interditado pela Defesa Civil.',
      });
      expect(after.moderation).toMatchObject({ action: 'cancel', by: DEMO_IDS.admin });
      for (const order of paid)
        expect(db.tables.orders.find((o) => o.id === order.id)?.status).toBe('refunded');
      expect(db.tables.attendees.filter((a) => a.eventId === FESTIVAL)).toEqual([]);
      await waitFor(() => expect(screen.getByText(t('admin.event.status.cancelled'))).toBeInTheDocument());
    },
    SLOW,
  );

  test(
    'featuring an event puts it in the home page’s featured list; unpublishing takes it out of the catalogue',
    async () => {
      const app = await open(
        '/admin/eventos?status=published&featured=false&sort=startsAt:asc',
        'route.admin.events',
      );
      const grid = await screen.findByRole('grid', { name: t('route.admin.events') });
      await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), {
        timeout: 20_000,
      });
      const now = Date.now();
      const [row] = within(grid)
        .getAllByRole('row')
        .slice(1)
        .filter((r) => Date.parse(eventOf(r.getAttribute('data-id') ?? '').endsAt) > now);
      const id = row?.getAttribute('data-id') ?? '';
      const event = eventOf(id);
      expect(event.featured).toBe(false);

      await app.user.click(
        within(row as HTMLElement).getByRole('button', { name: `Moderar ${event.title}` }),
      );
      await app.user.click(
        await screen.findByRole('menuitem', { name: t('admin.moderation.action.feature') }),
      );
      expect(await screen.findByText('Evento destacado na página inicial.')).toBeInTheDocument();
      expect(eventOf(id).featured).toBe(true);

      // The home page lists the catalogue by relevance: featured events come first.
      const featuredLive = db.tables.events.filter(
        (e) => e.featured && e.status === 'published' && Date.parse(e.endsAt) >= now,
      ).length;
      const home = await apiClient.get<{ lst: { id: string }[] }>('/api/Event/public', {
        params: { pageSize: featuredLive, sort: 'relevance' },
      });
      expect(home.data.lst.map((e) => e.id)).toContain(id);

      // Unpublishing needs no reason, and the event leaves the public catalogue.
      await app.user.click(screen.getByRole('combobox', { name: t('admin.featured.column') }));
      await app.user.click(await screen.findByRole('option', { name: t('admin.featured.only') }));
      await app.user.click(
        await screen.findByRole('button', { name: `Moderar ${event.title}` }, { timeout: 20_000 }),
      );
      await app.user.click(
        await screen.findByRole('menuitem', { name: t('admin.moderation.action.unpublish') }),
      );
      const dialog = await screen.findByRole('dialog', { name: `Despublicar “${event.title}”?` });
      expect(dialog).toHaveTextContent('sai do catálogo e da página inicial');
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.events.unpublish.confirm') }));
      await waitFor(() => expect(eventOf(id).status).toBe('draft'));
      expect(eventOf(id).featured).toBe(false);
      const catalogue = await apiClient.get<{ lst: { id: string }[] }>('/api/Event/public', {
        params: { pageSize: 200 },
      });
      expect(catalogue.data.lst.map((e) => e.id)).not.toContain(id);
    },
    SLOW,
  );

  test('only admins may moderate', async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.producer, '3'));
    const answer = await apiClient.post(
      `/api/Event/moderate/${FESTIVAL}`,
      { action: 'feature' },
      { validateStatus: () => true },
    );
    expect(answer.status).toBe(403);
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
    const noReason = await apiClient.post(
      `/api/Event/moderate/${FESTIVAL}`,
      { action: 'cancel', reason: 'curto' },
      { validateStatus: () => true },
    );
    expect(noReason.status).toBe(422);
    expect(noReason.data).toMatchObject({ errors: { reason: t('admin.validation.reasonRequired') } });
    expect(eventOf(FESTIVAL).status).toBe('published');
  });
});

describe('admin courses moderation (/admin/cursos)', () => {
  test(
    'cancelling a course requires a reason and archives it',
    async () => {
      const course = db.tables.courses.find((c) => c.title === 'Xadrez');
      if (!course) throw new Error('no Xadrez course');
      const app = await open('/admin/cursos?search=Xadrez', 'route.admin.courses');
      await app.user.click(
        await screen.findByRole('button', { name: 'Moderar Xadrez' }, { timeout: 20_000 }),
      );
      await app.user.click(
        await screen.findByRole('menuitem', { name: t('admin.moderation.action.cancel') }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Cancelar “Xadrez”?' });
      expect(dialog).toHaveTextContent('deixam de ver o curso');
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.courses.cancel.confirm') }));
      expect(await within(dialog).findByText(t('admin.validation.reasonRequired'))).toBeInTheDocument();
      expect(db.tables.courses.find((c) => c.id === course.id)?.status).toBe('open');

      await app.user.type(
        within(dialog).getByRole('textbox', { name: /^Motivo/ }),
        'Professor saiu da escola.',
      );
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.courses.cancel.confirm') }));
      expect(await screen.findByText('Curso cancelado.')).toBeInTheDocument();
      expect(db.tables.courses.find((c) => c.id === course.id)).toMatchObject({
        status: 'archived',
        moderation: { action: 'cancel', reason: 'Professor saiu da escola.' },
      });
    },
    SLOW,
  );

  test("the owner filter keeps one school's or producer's courses", async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
    const owners = [...new Set(db.tables.courses.map((c) => c.ownerId))];
    expect(owners.length).toBeGreaterThan(1);
    for (const ownerId of owners) {
      const answer = await apiClient.get<{ lst: { id: string }[] }>('/api/Course/all', {
        params: { ownerId, status: 'all', pageSize: 100 },
      });
      const expected = db.tables.courses
        .filter((c) => c.ownerId === ownerId)
        .map((c) => c.id)
        .sort();
      expect(answer.data.lst.map((c) => c.id).sort()).toEqual(expected);
    }
  });
});
