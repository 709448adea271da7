import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { renderApp, sessionState, t } from '@tests/render';
import type { User } from '@/api/auth';
import { apiClient } from '@/api/client';
import { setToken } from '@/api/token';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';
import { server } from '@/mocks/node';

const producer = { id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null };
const school = { id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null };
const DRAFT_KEY = `lumi-event-draft:${DEMO_IDS.producer}`;
/** The first query after a render waits for the lazy page (slow on a busy machine). */
const FIRST_LOAD = { timeout: 20_000 } as const;

async function openAs(who: User, route: string) {
  localStorage.setItem('serviceToken', await signToken(String(who.id), who.role));
  return renderApp({ route, preloadedState: sessionState(who) });
}

function own(ownerId: string) {
  return db.tables.events.filter((e) => e.ownerId === ownerId);
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label });
/** What the page shows for an amount (Intl puts a no-break space after "R$"; the DOM text is normalised). */
const brl = (cents: number) => formatCents(cents).replace(/\s/g, ' ');
/** The long creation journeys click through five steps: more room than the default on a busy machine. */
const JOURNEY = 60_000;

/** Fills a text field as autofill or a paste does (typing every key of long texts is slow in tests). */
async function fill(user: ReturnType<typeof renderApp>['user'], element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}
const next = () => screen.getByRole('button', { name: t('producer.step.next') });

/** Types a date-time into an MUI picker the way autofill does (its hidden input takes the whole text). */
function typeDate(name: 'startsAt' | 'endsAt', value: dayjs.Dayjs) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  fireEvent.change(input, { target: { value: value.format('DD/MM/YYYY HH:mm') } });
}

async function chooseOption(label: RegExp, option: string, user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('my events (/produtor/meus-eventos)', () => {
  test(
    'lists only the caller’s events with status, sold / capacity and revenue; filters live in the URL',
    async () => {
      const mine = own(DEMO_IDS.producer);
      const { user, router } = await openAs(producer, '/produtor/meus-eventos');
      expect(
        await screen.findByRole('heading', { level: 1, name: t('route.producer.events') }, FIRST_LOAD),
      ).toBeInTheDocument();
      const articles = await screen.findAllByRole('article');
      expect(articles).toHaveLength(mine.length);
      for (const event of mine)
        expect(screen.getByRole('heading', { name: event.title })).toBeInTheDocument();
      const foreign = db.tables.events.find(
        (e) => e.ownerId !== DEMO_IDS.producer && !mine.some((m) => m.title === e.title),
      );
      if (foreign) expect(screen.queryByRole('heading', { name: foreign.title })).not.toBeInTheDocument();

      // Numbers of the next event: tickets of paid orders over capacity, and their net revenue.
      const first = mine.find((e) => e.id === 'ev-0001');
      const paid = db.tables.orders.filter((o) => o.eventId === 'ev-0001' && o.status === 'paid');
      const sold = paid.reduce((sum, o) => sum + o.items.reduce((s, i) => s + i.quantity, 0), 0);
      const revenue = paid.reduce((sum, o) => sum + o.subtotal - o.discount, 0);
      const card = screen.getByRole('article', { name: first?.title });
      expect(within(card).getByText(t('producer.status.published'))).toBeInTheDocument();
      expect(within(card).getByText(`${sold} de ${first?.capacity ?? 0}`)).toBeInTheDocument();
      expect(within(card).getByText(brl(revenue))).toBeInTheDocument();

      // Status filter: drafts only, kept in the URL.
      const drafts = mine.filter((e) => e.status === 'draft');
      await user.click(
        screen.getByRole('button', { name: t('producer.filter.draft', { count: drafts.length }) }),
      );
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(drafts.length));
      expect(router.state.location.search).toContain('status=draft');
      for (const a of screen.getAllByRole('article'))
        expect(within(a).getByText(t('producer.status.draft'))).toBeInTheDocument();

      // Search that matches nothing: says so and offers to clear the filters.
      await user.click(
        screen.getByRole('button', {
          name: t('producer.filter.all', { count: mine.length }),
        }),
      );
      await fill(user, screen.getByRole('searchbox', { name: t('producer.list.search') }), 'zzz inexistente');
      expect(await screen.findByText(t('producer.empty.filtered'))).toBeInTheDocument();
      expect(router.state.location.search).toContain('search=zzz');
      await user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(mine.length));
    },
    JOURNEY,
  );

  test('search finds an event by title, without accents', async () => {
    const { user } = await openAs(producer, '/produtor/meus-eventos');
    await screen.findAllByRole('article', {}, FIRST_LOAD);
    await fill(user, screen.getByRole('searchbox', { name: t('producer.list.search') }), 'ciencias familias');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Festival de Ciências para Famílias' })).toBeInTheDocument();
  });

  test('with no events, a clear empty state leads to "Criar evento"', async () => {
    db.tables.events = db.tables.events.filter((e) => e.ownerId !== DEMO_IDS.producer);
    await openAs(producer, '/produtor/meus-eventos');
    expect(await screen.findByText(t('producer.empty.title'), {}, FIRST_LOAD)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: t('producer.list.create') });
    for (const link of links) expect(link).toHaveAttribute('href', '/produtor/eventos/criar');
  });

  test('a school sees its own events at /empresa/meus-eventos', async () => {
    const mine = own(DEMO_IDS.school);
    await openAs(school, '/empresa/meus-eventos');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(mine.length), FIRST_LOAD);
  });

  test('a failed load shows the error and retries', async () => {
    server.use(
      http.get(
        '*/api/Event/mine',
        () => HttpResponse.json({ flag: false, msg: 'Fora do ar' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await openAs(producer, '/produtor/meus-eventos');
    expect(await screen.findByText('Fora do ar', {}, FIRST_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
  });
});

describe('creating an event (/produtor/eventos/criar)', () => {
  test(
    'each step refuses what is missing in pt-BR; the created draft opens on its summary',
    async () => {
      const { user, router } = await openAs(producer, '/produtor/eventos/criar');
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.basics') }, FIRST_LOAD),
      ).toBeInTheDocument();

      // Step 1: basics.
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.title'))).toBeInTheDocument();
      expect(screen.getByText(t('producer.validation.category'))).toBeInTheDocument();
      expect(screen.getByText(t('producer.validation.description'))).toBeInTheDocument();
      await fill(user, field(/Nome do evento/), 'Sarau de Poesia');
      await chooseOption(/Categoria/, 'Educação', user);
      await user.click(field(/Descrição/));
      await user.paste('Uma tarde de **poesia** com os alunos do 5º ano.\n\n- Leitura\n- Lanche');
      await user.click(screen.getByRole('tab', { name: t('producer.editor.preview') }));
      expect(screen.getByText('poesia').tagName).toBe('STRONG');
      await user.click(next());

      // Step 2: when.
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.when') }),
      ).toBeInTheDocument();
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.startsAt'))).toBeInTheDocument();
      expect(screen.getByText(t('producer.validation.endsAt'))).toBeInTheDocument();
      const start = dayjs().add(30, 'day').hour(19).minute(0).second(0).millisecond(0);
      typeDate('startsAt', start);
      typeDate('endsAt', start.subtract(1, 'hour'));
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.endAfterStart'))).toBeInTheDocument();
      typeDate('endsAt', start.add(3, 'hour'));
      await user.click(next());

      // Step 3: where.
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.where') }),
      ).toBeInTheDocument();
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.venueName'))).toBeInTheDocument();
      expect(screen.getByText(t('producer.validation.cep'))).toBeInTheDocument();
      expect(screen.getByText(t('producer.validation.capacity'))).toBeInTheDocument();
      await fill(user, field(/Nome do local/), 'Auditório da Escola Aurora');
      await user.type(field(/CEP/), '0131');
      await fill(user, field(/Rua ou avenida/), 'Av. Paulista');
      await user.type(field(/Número/), '1000');
      await fill(user, field(/Bairro/), 'Bela Vista');
      await fill(user, field(/Cidade/), 'São Paulo');
      await chooseOption(/UF/, 'SP', user);
      await user.type(field(/Lotação/), '150');
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.cep'))).toBeInTheDocument();
      await user.type(field(/CEP/), '0100');
      expect(field(/CEP/)).toHaveValue('01310-100');
      await user.click(next());

      // Step 4: cover (optional), then the review.
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.cover') }),
      ).toBeInTheDocument();
      await user.click(next());
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.review') }),
      ).toBeInTheDocument();
      expect(screen.getByText('Sarau de Poesia')).toBeInTheDocument();
      expect(
        screen.getByText(/Auditório da Escola Aurora · Av\. Paulista, 1000 · Bela Vista · São Paulo - SP/),
      ).toBeInTheDocument();
      // Nothing was created by walking the steps.
      expect(db.tables.events.some((e) => e.title === 'Sarau de Poesia')).toBe(false);

      await user.click(screen.getByRole('button', { name: t('producer.create.submit') }));
      const created = await waitFor(() => {
        const found = db.tables.events.find((e) => e.title === 'Sarau de Poesia');
        if (!found) throw new Error('not created');
        return found;
      });
      expect(created).toMatchObject({
        status: 'draft',
        ownerId: DEMO_IDS.producer,
        category: 'educacao',
        capacity: 150,
        online: false,
        venue: expect.objectContaining({ cep: '01310-100', state: 'SP', city: 'São Paulo' }) as unknown,
      });
      expect(created.description).toContain('<strong>poesia</strong>');
      expect(Date.parse(created.startsAt)).toBe(start.valueOf());
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/produtor/eventos/${created.id}/resumo`),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sarau de Poesia' }, FIRST_LOAD),
      ).toBeInTheDocument();
      expect(await screen.findByText(t('producer.state.draft.title'))).toBeInTheDocument();
      // The draft is gone once the event exists.
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    },
    JOURNEY,
  );

  test(
    'an online event needs a valid link instead of an address',
    async () => {
      const { user } = await openAs(producer, '/produtor/eventos/criar');
      await screen.findByRole('heading', { level: 2, name: t('producer.step.basics') }, FIRST_LOAD);
      localStorage.removeItem(DRAFT_KEY);
      await fill(user, field(/Nome do evento/), 'Palestra online');
      await chooseOption(/Categoria/, 'Educação', user);
      await user.click(field(/Descrição/));
      await user.paste('Conversa sobre telas e infância com especialistas.');
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.when') });
      typeDate('startsAt', dayjs().add(10, 'day').hour(20).minute(0));
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.where') });
      await user.click(screen.getByRole('button', { name: t('producer.field.format.online') }));
      await user.type(field(/Lotação/), '300');
      await user.type(screen.getByRole('textbox', { name: /Link da transmissão/ }), 'meet');
      await user.click(next());
      expect(await screen.findByText(t('producer.validation.url'))).toBeInTheDocument();
      expect(screen.queryByText(t('producer.validation.venueName'))).not.toBeInTheDocument();
      await fill(
        user,
        screen.getByRole('textbox', { name: /Link da transmissão/ }),
        'https://meet.exemplo.com.br/palestra',
      );
      await user.click(next());
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.cover') }),
      ).toBeInTheDocument();
    },
    JOURNEY,
  );

  test(
    'what was typed survives a remount (reload), and "Descartar rascunho" clears it',
    async () => {
      const first = await openAs(producer, '/produtor/eventos/criar');
      await screen.findByRole('heading', { level: 2, name: t('producer.step.basics') }, FIRST_LOAD);
      await fill(first.user, field(/Nome do evento/), 'Feira de Livros');
      await first.user.click(field(/Descrição/));
      await first.user.paste('Troca de livros entre as famílias da escola.');
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Feira de Livros'));
      first.unmount();

      const { user } = await openAs(producer, '/produtor/eventos/criar');
      expect(await screen.findByDisplayValue('Feira de Livros', {}, FIRST_LOAD)).toBeInTheDocument();
      expect(field(/Descrição/)).toHaveValue('Troca de livros entre as famílias da escola.');
      expect(screen.getByText(/Continuamos de onde você parou/)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: t('producer.draft.discard') }));
      const dialog = await screen.findByRole('dialog', { name: t('producer.draft.discard.title') });
      await user.click(within(dialog).getByRole('button', { name: t('producer.draft.discard') }));
      await waitFor(() => expect(field(/Nome do evento/)).toHaveValue(''));
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
    },
    JOURNEY,
  );

  test(
    'the server’s field error lands on its field and nothing typed is lost',
    async () => {
      // The producer already has ev-0001 with this title on this day: the server refuses the duplicate.
      const existing = db.tables.events.find((e) => e.id === 'ev-0001');
      if (!existing) throw new Error('seed changed');
      const start = dayjs(existing.startsAt);
      const { user } = await openAs(producer, '/produtor/eventos/criar');
      await screen.findByRole('heading', { level: 2, name: t('producer.step.basics') }, FIRST_LOAD);
      await fill(user, field(/Nome do evento/), existing.title);
      await chooseOption(/Categoria/, 'Ciência', user);
      await user.click(field(/Descrição/));
      await user.paste('Outra edição do festival, com novas oficinas.');
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.when') });
      typeDate('startsAt', start);
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.where') });
      await user.click(screen.getByRole('button', { name: t('producer.field.format.online') }));
      await fill(
        user,
        screen.getByRole('textbox', { name: /Link da transmissão/ }),
        'https://meet.exemplo.com.br/x',
      );
      await user.type(field(/Lotação/), '80');
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.cover') });
      await user.click(next());
      await screen.findByRole('heading', { level: 2, name: t('producer.step.review') });
      await user.click(screen.getByRole('button', { name: t('producer.create.submit') }));

      // Back on the first step, the message under the title; the description is still there.
      expect(
        await screen.findByRole('heading', { level: 2, name: t('producer.step.basics') }),
      ).toBeInTheDocument();
      expect(await screen.findByText(/Você já tem um evento com este título nesta data/)).toBeInTheDocument();
      expect(field(/Nome do evento/)).toHaveAttribute('aria-invalid', 'true');
      expect(field(/Descrição/)).toHaveValue('Outra edição do festival, com novas oficinas.');
      expect(localStorage.getItem(DRAFT_KEY)).toContain('Outra edição do festival');
    },
    JOURNEY,
  );
});

describe('managing an event (/produtor/eventos/:eventoId/:tab)', () => {
  test(
    'resumo shows the numbers; unpublish and publish ask first and say what happens',
    async () => {
      const { user } = await openAs(producer, '/produtor/eventos/ev-0001/resumo');
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Festival de Ciências para Famílias' },
          FIRST_LOAD,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: new RegExp(t('producer.manage.public')) })).toHaveAttribute(
        'href',
        '/eventos/ev-0001',
      );
      expect(await screen.findByText(t('producer.summary.chart.title'))).toBeInTheDocument();
      const views = db.tables.events.find((e) => e.id === 'ev-0001')?.views ?? 0;
      expect(screen.getByText(new Intl.NumberFormat('pt-BR').format(views))).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: t('producer.unpublish') }));
      let dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(t('producer.unpublish.c1'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('producer.unpublish.c3'))).toBeInTheDocument();
      // Changing one's mind changes nothing.
      await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(db.tables.events.find((e) => e.id === 'ev-0001')?.status).toBe('published');

      await user.click(screen.getByRole('button', { name: t('producer.unpublish') }));
      dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: t('producer.unpublish') }));
      expect(await screen.findByText(t('producer.state.draft.title'))).toBeInTheDocument();
      expect(db.tables.events.find((e) => e.id === 'ev-0001')?.status).toBe('draft');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: t('producer.publish') }));
      dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(t('producer.publish.c1'))).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t('producer.publish') }));
      expect(await screen.findByText(t('producer.state.published.title'))).toBeInTheDocument();
      expect(db.tables.events.find((e) => e.id === 'ev-0001')?.status).toBe('published');
    },
    JOURNEY,
  );

  test(
    'cancel spells out the consequences, needs a reason, and stops sales',
    async () => {
      const pendingBefore = db.tables.orders.filter((o) => o.eventId === 'ev-0001' && o.status === 'pending');
      const { user } = await openAs(producer, '/produtor/eventos/ev-0001/resumo');
      await user.click(await screen.findByRole('button', { name: t('producer.cancel') }, FIRST_LOAD));
      const dialog = await screen.findByRole('dialog');
      for (const id of ['producer.cancel.c1', 'producer.cancel.c2', 'producer.cancel.c4'] as const)
        expect(within(dialog).getByText(t(id))).toBeInTheDocument();
      await user.type(within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }), 'Chuva');
      await user.click(within(dialog).getByRole('button', { name: t('producer.cancel.confirm') }));
      expect(await within(dialog).findByText(t('producer.validation.cancelReason'))).toBeInTheDocument();
      expect(db.tables.events.find((e) => e.id === 'ev-0001')?.status).toBe('published');

      await user.type(
        within(dialog).getByRole('textbox', { name: /Motivo do cancelamento/ }),
        ' forte prevista: o parque fechou.',
      );
      await user.click(within(dialog).getByRole('button', { name: t('producer.cancel.confirm') }));
      expect(await screen.findByText(t('producer.state.cancelled.title'))).toBeInTheDocument();
      expect(screen.getByText(/Chuva forte prevista: o parque fechou\./)).toBeInTheDocument();
      const event = db.tables.events.find((e) => e.id === 'ev-0001');
      expect(event?.status).toBe('cancelled');
      expect(event?.cancelReason).toBe('Chuva forte prevista: o parque fechou.');
      for (const order of pendingBefore)
        expect(db.tables.orders.find((o) => o.id === order.id)?.status).toBe('cancelled');
      expect(screen.queryByRole('button', { name: t('producer.unpublish') })).not.toBeInTheDocument();
    },
    JOURNEY,
  );

  test('a draft without ticket types cannot be published: the button says why, the server refuses too', async () => {
    db.tables.tickets = db.tables.tickets.filter((tk) => tk.eventId !== 'ev-0005');
    await openAs(producer, '/produtor/eventos/ev-0005/resumo');
    expect(await screen.findByText(t('producer.publish.needsTicket'), {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('producer.publish') })).toBeDisabled();
    expect(screen.getByRole('link', { name: t('producer.state.check.createTicket') })).toHaveAttribute(
      'href',
      '/produtor/eventos/ev-0005/ingressos/criar',
    );

    setToken(await signToken(DEMO_IDS.producer, '3'));
    const answer = await apiClient.post('/api/Event/publish/ev-0005', undefined, {
      validateStatus: () => true,
    });
    setToken(null);
    expect(answer.status).toBe(422);
    expect((answer.data as { msg: string }).msg).toMatch(/Crie pelo menos um tipo de ingresso/);
  });

  test('another account’s event is refused, an unknown one is not found, an unknown tab goes to resumo', async () => {
    const foreign = db.tables.events.find((e) => e.ownerId === DEMO_IDS.school);
    const first = await openAs(producer, `/produtor/eventos/${foreign?.id ?? ''}/resumo`);
    expect(
      await screen.findByText(t('producer.manage.forbidden'), { selector: 'p' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText(foreign?.title ?? '')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('producer.manage.backToList') })).toHaveAttribute(
      'href',
      '/produtor/meus-eventos',
    );
    first.unmount();

    const second = await openAs(producer, '/produtor/eventos/ev-9999/resumo');
    expect(
      await screen.findByText(t('producer.manage.notFound'), { selector: 'p' }, FIRST_LOAD),
    ).toBeInTheDocument();
    second.unmount();

    const { router } = await openAs(producer, '/produtor/eventos/ev-0001/qualquer-coisa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/produtor/eventos/ev-0001/resumo'));
  });

  test(
    'configuracoes edits the details with the same fields and guards unsaved changes',
    async () => {
      const { user } = await openAs(producer, '/produtor/eventos/ev-0001/configuracoes');
      const title = await screen.findByRole('textbox', { name: /Nome do evento/ }, FIRST_LOAD);
      expect(title).toHaveValue('Festival de Ciências para Famílias');
      expect(screen.getByRole('button', { name: t('producer.settings.save') })).toBeDisabled();
      await fill(user, title, 'Festival de Ciências 2026');

      // Leaving for another tab asks first.
      await user.click(screen.getByRole('tab', { name: t('producer.tab.summary') }));
      const dialog = await screen.findByRole('dialog', { name: t('common.unsaved.title') });
      await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      // Capacity below what was sold is refused by the server, on its field.
      const sold = db.tables.orders
        .filter((o) => o.eventId === 'ev-0001' && (o.status === 'paid' || o.status === 'pending'))
        .reduce((sum, o) => sum + o.items.reduce((s, i) => s + i.quantity, 0), 0);
      const capacity = screen.getByRole('textbox', { name: /Lotação/ });
      await user.clear(capacity);
      await user.type(capacity, '1');
      await user.click(screen.getByRole('button', { name: t('producer.settings.save') }));
      expect(
        await screen.findByText(
          `A lotação não pode ser menor que os ${sold} ingressos já vendidos ou reservados.`,
        ),
      ).toBeInTheDocument();

      await user.clear(capacity);
      await user.type(capacity, '400');
      await user.click(screen.getByRole('button', { name: t('producer.settings.save') }));
      await waitFor(() =>
        expect(db.tables.events.find((e) => e.id === 'ev-0001')).toMatchObject({
          title: 'Festival de Ciências 2026',
          capacity: 400,
        }),
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Festival de Ciências 2026' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: t('producer.settings.save') })).toBeDisabled(),
      );
    },
    JOURNEY,
  );
});
