import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { createIntl } from 'react-intl';
import { catalogue, renderApp, sessionState, t } from '@tests/render';
import { EMPTY_EVENT, serializeValues, type EventFormValues } from '@/features/producer/form/eventForm';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

// Numbers and texts the producer types are refused with a clear pt-BR message, never rewritten:
// the cases of the reliability issue, in the event wizard and the ticket and coupon forms.

const EVENT = 'ev-0001';
const DRAFT_KEY = `lumi-event-draft:${DEMO_IDS.producer}`;
/** First loads of the wizard, the pickers and the forms transform large modules: slow on a busy machine. */
const FIRST_LOAD = { timeout: 45_000 } as const;
vi.setConfig({ testTimeout: 90_000 });

const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });
/** A shared validation message as the producer reads it (numbers in pt-BR: "200.000"). */
const said = (id: string, values: Record<string, string | number> = {}) => intl.formatMessage({ id }, values);

async function asProducer(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.producer, '3'));
  return renderApp({
    route,
    preloadedState: sessionState({
      id: DEMO_IDS.producer,
      role: '3',
      name: 'Paulo Produtor',
      url_perfil: null,
    }),
  });
}

/** Opens the wizard on `step` with a draft the producer left there (as after a reload). */
async function wizardAt(step: number, values: Partial<EventFormValues>) {
  localStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      version: 1,
      savedAt: new Date().toISOString(),
      step,
      values: serializeValues({ ...EMPTY_EVENT, ...values }),
    }),
  );
  return asProducer('/produtor/eventos/criar');
}

/** Every write the app sends, as `METHOD /path`. */
function recordWrites() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const next = () => screen.getByRole('button', { name: t('producer.step.next') });

describe('event wizard', () => {
  test('a pasted 5 000-character title is kept whole, counted and refused, not cut to 120', async () => {
    const { user } = await asProducer('/produtor/eventos/criar');
    const title = await screen.findByRole('textbox', { name: /Nome do evento/ }, FIRST_LOAD);
    expect(screen.getByText('0/120')).toBeInTheDocument();
    await user.click(title);
    await user.paste('Festa junina '.repeat(400).slice(0, 5000));

    expect(title).toHaveValue('Festa junina '.repeat(400).slice(0, 5000));
    expect(screen.getByText('5.000/120')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(said('validation.text.tooLong', { max: 120, count: 5000 }))).toBeInTheDocument();

    await user.click(next());
    expect(await screen.findByText(t('producer.validation.titleLong'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('producer.step.basics') })).toBeInTheDocument();
    expect(title).toHaveValue('Festa junina '.repeat(400).slice(0, 5000));
  });

  test.each([
    ['12.5', 'validation.integer.decimal'],
    ['1e9', 'validation.integer.exponent'],
    ['-5', 'validation.integer.negative'],
  ])('a capacity of %s stays as typed and is refused with its limits', async (typed, id) => {
    const { user } = await wizardAt(2, { online: true, url: 'https://meet.exemplo.com.br/aula' });
    const capacity = await screen.findByRole('textbox', { name: /Lotação/ }, FIRST_LOAD);
    await user.type(capacity, typed);
    await user.click(next());

    const message = said(id, { min: 1, max: 200_000 });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toContain('de 1 a 200.000');
    expect(capacity).toHaveValue(typed);
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    // Still on the step, where the producer can fix it.
    expect(screen.getByRole('heading', { level: 2, name: t('producer.step.where') })).toBeInTheDocument();
  });

  test('changing only the year of the start moves the end by a year and keeps "Duração: 3 h"', async () => {
    const start = dayjs().add(1, 'month').hour(19).minute(0).second(0).millisecond(0);
    const { user } = await wizardAt(1, { startsAt: start, endsAt: start.add(3, 'hour') });
    const group = await screen.findByRole('group', { name: /^Início/ }, FIRST_LOAD);
    expect(screen.getByText(t('producer.when.duration', { duration: '3 h' }))).toBeInTheDocument();

    await user.click(within(group).getByRole('spinbutton', { name: 'Ano' }));
    await user.keyboard(String(start.year() + 1));

    const end = start.add(1, 'year').add(3, 'hour');
    expect(document.querySelector<HTMLInputElement>('input[name="endsAt"]')).toHaveValue(
      end.format('DD/MM/YYYY HH:mm'),
    );
    expect(screen.getByText(t('producer.when.duration', { duration: '3 h' }))).toBeInTheDocument();
    await user.click(next());
    expect(
      await screen.findByRole('heading', { level: 2, name: t('producer.step.where') }),
    ).toBeInTheDocument();
  });
});

describe('ticket type form', () => {
  test.each([
    ['-100', 'validation.money.negative'],
    ['1e10', 'validation.money.exponent'],
  ])('a price of %s stays as typed and is refused; nothing is sent', async (typed, id) => {
    const writes = recordWrites();
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/ingressos/criar`);
    const price = await screen.findByRole('textbox', { name: /^Preço/ }, FIRST_LOAD);
    await user.type(screen.getByRole('textbox', { name: /Nome do ingresso/ }), 'Pista');
    await user.type(price, typed);
    await user.click(screen.getByRole('button', { name: t('producerOps.ticket.submitCreate') }));

    expect(await screen.findByText(said(id))).toBeInTheDocument();
    expect(price).toHaveValue(typed);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
  });

  test('a quantity of 99999999 stays as typed and is refused with the limit; 45,00 is R$ 45,00', async () => {
    const writes = recordWrites();
    const { user, router } = await asProducer(`/produtor/eventos/${EVENT}/ingressos/criar`);
    const quantity = await screen.findByRole('textbox', { name: /Quantidade/ }, FIRST_LOAD);
    await user.type(screen.getByRole('textbox', { name: /Nome do ingresso/ }), 'Pista');
    await user.type(screen.getByRole('textbox', { name: /^Preço/ }), '45,00');
    await user.clear(quantity);
    await user.type(quantity, '99999999');
    await user.click(screen.getByRole('button', { name: t('producerOps.ticket.submitCreate') }));

    const message = said('validation.integer.range', { min: 1, max: 100_000 });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(message).toContain('100.000');
    expect(quantity).toHaveValue('99999999');
    expect(writes).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '300');
    await user.click(screen.getByRole('button', { name: t('producerOps.ticket.submitCreate') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/produtor/eventos/${EVENT}/ingressos`));
    expect(db.tables.tickets.find((tk) => tk.eventId === EVENT && tk.name === 'Pista')).toMatchObject({
      price: 4500,
      quantity: 300,
    });
  });
});

describe('coupon form', () => {
  test('a percentage of -5 stays as typed and is refused, not stored as 5 %', async () => {
    const writes = recordWrites();
    const { user } = await asProducer(`/produtor/eventos/${EVENT}/cupons/criar`);
    const code = await screen.findByLabelText(new RegExp(t('producerOps.couponForm.code')), {}, FIRST_LOAD);
    await user.type(code, 'MENOS5');
    const percent = screen.getByRole('textbox', { name: new RegExp(t('producerOps.couponForm.percent')) });
    await user.type(percent, '-5');
    await user.click(screen.getByRole('button', { name: t('producerOps.coupon.submitCreate') }));

    expect(
      await screen.findByText(said('validation.integer.negative', { min: 1, max: 100 })),
    ).toBeInTheDocument();
    expect(percent).toHaveValue('-5');
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toEqual([]);
    expect(db.tables.coupons.some((c) => c.code === 'MENOS5')).toBe(false);
  });

  test('a fixed discount is typed in reais: 12,50 is saved as 1 250 cents', async () => {
    const { user, router } = await asProducer(`/produtor/eventos/${EVENT}/cupons/criar`);
    const code = await screen.findByLabelText(new RegExp(t('producerOps.couponForm.code')), {}, FIRST_LOAD);
    await user.type(code, 'DESCONTO');
    await user.click(screen.getByRole('button', { name: t('producerOps.coupon.kind.fixed') }));
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(t('producerOps.couponForm.amount')) }),
      '12,50',
    );
    await user.click(screen.getByRole('button', { name: t('producerOps.coupon.submitCreate') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/produtor/eventos/${EVENT}/cupons`));
    expect(db.tables.coupons.find((c) => c.eventId === EVENT && c.code === 'DESCONTO')).toMatchObject({
      kind: 'fixed',
      value: 1250,
    });
  });
});
