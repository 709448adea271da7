import { screen, waitFor, within } from '@testing-library/react';
import { catalogue, renderApp, sessionState, t } from '@tests/render';
import { createIntl } from 'react-intl';
import type { User } from '@/api/auth';
import { apiClient } from '@/api/client';
import type { Event, Order } from '@/api/contract/domain';
import { setToken } from '@/api/token';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

// Views of one record that must say the same thing: a venue, a ticket's state, a sale's release, a date.

/** First loads of the producer's tabs, the pickers and the grids transform large modules. */
const SLOW_LOAD = { timeout: 45_000 } as const;
vi.setConfig({ testTimeout: 90_000 });
const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });

const USERS = {
  producer: { id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null },
  school: { id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null },
  family: { id: DEMO_IDS.family, role: '2', name: 'Carla Souza', url_perfil: null },
} satisfies Record<string, User>;
type Who = keyof typeof USERS;

async function openAs(who: Who, route: string) {
  const user = USERS[who];
  localStorage.setItem('serviceToken', await signToken(user.id, user.role));
  return renderApp({ route, preloadedState: sessionState(user) });
}

/** Calls the mock API directly as `who`. */
async function call(who: Who, method: string, url: string, data?: unknown) {
  const user = USERS[who];
  setToken(await signToken(user.id, user.role));
  try {
    const response = await apiClient.request<{ obj?: unknown; msg: string }>({
      method,
      url,
      data,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      validateStatus: () => true,
    });
    return { status: response.status, body: response.data };
  } finally {
    setToken(null);
  }
}

function eventWhere(check: (e: Event) => boolean): Event {
  const event = db.tables.events.find(check);
  if (!event) throw new Error('no such event in the seed');
  return event;
}

const SHORT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

describe('one event, one address', () => {
  test("the producer's header and settings show the street the public page shows; the CEP says it does not fill the address", async () => {
    const event = eventWhere((e) => e.id === 'ev-0001');
    const venue = event.venue;
    if (!venue) throw new Error('ev-0001 happens at a venue');
    const streetLine = `${venue.street ?? ''}, ${venue.number ?? ''}`;
    expect(venue.address).toBe(streetLine);

    await openAs('producer', `/produtor/eventos/${event.id}/configuracoes`);
    expect(
      await screen.findByRole('heading', { level: 1, name: event.title }, SLOW_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`· ${streetLine} · ${venue.district ?? ''} ·`))).toBeInTheDocument();
    const street = await screen.findByRole('textbox', { name: /Rua ou avenida/ }, SLOW_LOAD);
    expect(street).toHaveValue(venue.street);
    expect(screen.getByRole('textbox', { name: /Número/ })).toHaveValue(venue.number);
    const cep = screen.getByRole('textbox', { name: /CEP/ });
    expect(cep).toHaveValue(venue.cep);
    expect(cep).toHaveAccessibleDescription(t('producer.field.cep.help'));
  });

  test('the public page shows that same street and number', async () => {
    const event = eventWhere((e) => e.id === 'ev-0001');
    const venue = event.venue;
    renderApp({ route: `/eventos/${event.id}`, preloadedState: sessionState(null) });
    expect(
      await screen.findByRole('heading', { level: 1, name: event.title }, SLOW_LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${venue?.street ?? ''}, ${venue?.number ?? ''} - ${venue?.district ?? ''}`),
    ).toBeInTheDocument();
  });
});

describe("a ticket's state follows its event", () => {
  test('the tickets of a draft event are not "À venda": they say the event is not published', async () => {
    const draft = eventWhere((e) => e.ownerId === DEMO_IDS.producer && e.status === 'draft');
    const tickets = db.tables.tickets.filter((tk) => tk.eventId === draft.id && tk.visible);
    expect(tickets.length).toBeGreaterThan(0);
    // Their own sales windows are open: only the event keeps them off sale.
    const now = Date.now();
    expect(tickets.some((tk) => Date.parse(tk.salesStart) <= now && now <= Date.parse(tk.salesEnd))).toBe(
      true,
    );

    await openAs('producer', `/produtor/eventos/${draft.id}/ingressos`);
    expect(
      await screen.findByRole('heading', { name: t('producerOps.ticket.title') }, SLOW_LOAD),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getAllByText(t('producerOps.ticket.state.draft'))).toHaveLength(tickets.length),
      SLOW_LOAD,
    );
    expect(screen.queryByText(t('producerOps.ticket.state.open'))).not.toBeInTheDocument();
  });

  test("the sales-end help says when this ticket's sales end, not only the event's end", async () => {
    const event = eventWhere((e) => e.id === 'ev-0001');
    const ticket = db.tables.tickets.find((tk) => tk.id === `${event.id}-t1`);
    if (!ticket) throw new Error('ev-0001 has its first ticket type');
    expect(Date.parse(ticket.salesEnd)).toBeLessThan(Date.parse(event.endsAt));

    await openAs('producer', `/produtor/eventos/${event.id}/ingressos/${ticket.id}/editar`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: t('producerOps.ticketForm.editTitle') },
        SLOW_LOAD,
      ),
    ).toBeInTheDocument();
    const help = t('producerOps.ticketForm.salesEnd.set', {
      value: intl.formatDate(ticket.salesEnd, SHORT),
      end: intl.formatDate(event.endsAt, SHORT),
    });
    expect(await screen.findByText(help, {}, SLOW_LOAD)).toBeInTheDocument();
    expect(
      screen.queryByText(
        t('producerOps.ticketForm.salesEnd.help', { end: intl.formatDate(event.endsAt, SHORT) }),
      ),
    ).not.toBeInTheDocument();
  });
});

describe('a sale and its fee are released together', () => {
  test('a new sale and its fee both read "Libera em" the same day in the seller\'s ledger', async () => {
    const event = eventWhere((e) => e.id === 'ev-0001');
    const created = await call('family', 'POST', '/api/Order/create', {
      eventId: event.id,
      items: [{ ticketId: `${event.id}-t1`, quantity: 1, halfPrice: false, unitPrice: 1 }],
      attendees: [{ name: 'Carla Souza', cpf: '52998224725', email: 'carla.souza@exemplo.com.br' }],
      couponCode: null,
      payment: { method: 'pix', installments: 1 },
    });
    expect(created.status).toBe(200);
    const order = created.body.obj as Order;
    expect((await call('family', 'POST', `/api/Order/simulate-payment/${order.id}`)).status).toBe(200);
    const entries = db.tables.transactions.filter((tx) => tx.orderId === order.id);
    expect(entries.map((tx) => tx.kind).sort()).toEqual(['fee', 'sale']);
    const release = Date.parse(event.endsAt) + 2 * 86_400_000;
    expect(entries.every((tx) => Date.parse(tx.availableAt) === release)).toBe(true);

    // The ledger, newest first: this sale and its fee are its first two rows, both waiting for the same day.
    await openAs('producer', '/produtor/financeiro');
    const grid = await screen.findByRole('grid', { name: t('finance.tx.gridLabel') }, SLOW_LOAD);
    const releasesOn = t('finance.tx.releasesOn', {
      date: intl.formatDate(release, { day: '2-digit', month: '2-digit', year: 'numeric' }),
    });
    await waitFor(() => {
      const rows = within(grid).getAllByRole('row').slice(1, 3);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toHaveTextContent(releasesOn);
    }, SLOW_LOAD);
    expect(within(grid).getAllByRole('row')[1]).not.toHaveTextContent(t('finance.tx.released'));
  });
});

describe('a date written right that does not exist', () => {
  test('31/02/2017 in the birth date says the date does not exist, not how to write a date', async () => {
    const { user } = await openAs('school', '/empresa/gestao-alunos');
    expect(
      await screen.findByRole('heading', { level: 1, name: t('students.title') }, SLOW_LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('students.action.create') }));
    const dialog = await screen.findByRole('dialog', { name: t('students.form.createTitle') }, SLOW_LOAD);
    const form = await within(dialog).findByRole('form', { name: t('students.form.createTitle') }, SLOW_LOAD);
    const birth = within(form).getByRole('group', { name: /Data de nascimento/ });
    const [day] = within(birth).getAllByRole('spinbutton');
    if (!day) throw new Error('no date sections');

    const submit = within(dialog).getByRole('button', { name: t('students.form.createSubmit') });
    await user.click(day);
    await user.keyboard('31022017');
    await user.click(submit);
    expect(
      await within(dialog).findByText(t('students.validation.birthDate.nonexistent')),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(t('students.validation.birthDate.invalid'))).not.toBeInTheDocument();
    // What was typed stays on screen.
    const sections = () =>
      within(birth)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent);
    expect(sections()).toEqual(['31', '02', '2017']);

    // A day that exists is taken.
    await user.click(day);
    await user.keyboard('28');
    await waitFor(() =>
      expect(
        within(dialog).queryByText(t('students.validation.birthDate.nonexistent')),
      ).not.toBeInTheDocument(),
    );
    expect(sections()).toEqual(['28', '02', '2017']);
    expect(within(dialog).queryByText(t('students.validation.birthDate.invalid'))).not.toBeInTheDocument();
  });
});
