import { screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import type { OrderWithTickets } from '@/api/contract/checkout';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';

vi.setConfig({ testTimeout: 60_000 });

const EVENT = 'ev-0001';

/** Interleaved 2 of 5: each digit is five bars (or five spaces), two of them wide. */
const ITF_DIGITS: Record<string, string> = {
  '00110': '0',
  '10001': '1',
  '01001': '2',
  '11000': '3',
  '00101': '4',
  '10100': '5',
  '01100': '6',
  '00011': '7',
  '10010': '8',
  '01010': '9',
};

/**
 * Reads the digits an ITF-25 barcode drawn as SVG bars (one unit per narrow module) stands for, as a
 * scanner would: start "1010", pairs of digits interleaved in bars and spaces, stop "11101".
 */
function readItf(svg: SVGElement): string {
  const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const modules = new Array<string>(width).fill('0');
  for (const rect of svg.querySelectorAll('g rect')) {
    const x = Number(rect.getAttribute('x'));
    for (let i = 0; i < Number(rect.getAttribute('width')); i += 1) modules[x + i] = '1';
  }
  const bits = modules.join('');
  if (!bits.startsWith('1010') || !bits.endsWith('11101')) throw new Error(`not ITF: ${bits}`);
  const runs = bits.slice(4, -5).match(/1+|0+/g) ?? [];
  let digits = '';
  for (let i = 0; i < runs.length; i += 10) {
    const pair = runs.slice(i, i + 10).map((run) => (run.length === 3 ? '1' : '0'));
    const bars = ITF_DIGITS[pair.filter((_, k) => k % 2 === 0).join('')];
    const spaces = ITF_DIGITS[pair.filter((_, k) => k % 2 === 1).join('')];
    if (!bars || !spaces) throw new Error(`bad pair at run ${i}`);
    digits += bars + spaces;
  }
  return digits;
}

/** The demo family places a boleto order through the API, as the checkout does. */
async function boletoOrder(token: string): Promise<OrderWithTickets> {
  const ticket = db.tables.tickets.find((tk) => tk.id === `${EVENT}-t1`);
  if (!ticket) throw new Error('seed changed');
  const response = await fetch('http://localhost/api/Order/create', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': 'slip-1',
    },
    body: JSON.stringify({
      eventId: EVENT,
      items: [{ ticketId: ticket.id, quantity: 1, halfPrice: false, unitPrice: ticket.price }],
      attendees: [{ name: 'Pedro Souza', cpf: '39053344705', email: 'pedro@exemplo.com.br' }],
      couponCode: null,
      payment: { method: 'boleto', installments: 1 },
    }),
  });
  const body = (await response.json()) as { obj: OrderWithTickets };
  if (!response.ok) throw new Error(`order refused: ${JSON.stringify(body)}`);
  return body.obj;
}

describe('printing a boleto', () => {
  test('"Imprimir boleto" prints the slip alone: typed line, amounts, payer and the ITF-25 bars of its barcode', async () => {
    const token = await signToken(DEMO_IDS.family, '2');
    localStorage.setItem('serviceToken', token);
    const order = await boletoOrder(token);
    const boleto = order.boleto;
    if (!boleto) throw new Error('no boleto');
    const buyer = db.tables.users.find((u) => u.id === DEMO_IDS.family);

    // What the slip holds when the print dialog opens.
    let printed: HTMLElement | null = null;
    const print = vi.fn(() => {
      printed = document.querySelector<HTMLElement>('body > [data-boleto-slip]');
    });
    vi.stubGlobal('print', print);

    const { user } = renderApp({
      route: `/thanks?order=${order.id}`,
      preloadedState: sessionState({
        id: DEMO_IDS.family,
        role: '2',
        name: order.buyerName,
        url_perfil: null,
      }),
    });
    await screen.findByRole('heading', { name: t('checkout.thanks.payBoleto') }, LAZY_LOAD);
    expect(screen.getByLabelText(t('payment.boleto.line'))).toHaveValue(boleto.line);
    // Nothing of the slip is on the page until it is asked for (its chunk is not loaded either).
    expect(document.querySelector('[data-boleto-slip]')).toBeNull();

    await user.click(screen.getByRole('button', { name: t('payment.boleto.print') }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slip = printed as HTMLElement | null;
    if (!slip) throw new Error('the slip was not there when printing');

    // Its own part of the page: the thanks page (buttons and all) is outside it.
    expect(slip.parentElement).toBe(document.body);
    expect(within(slip).queryByRole('button', { hidden: true })).toBeNull();
    const region = within(slip).getByRole('region', { name: t('payment.boleto.slip.label'), hidden: true });
    expect(region).toHaveTextContent(boleto.line);
    // The header: the brand, Banco do Brasil's code with its digit, the typed line.
    expect(region).toHaveTextContent(/^Lumi001-9\d{5}\.\d{5} /);
    expect(region).toHaveTextContent('Lumi Pagamentos Ltda.');
    const [y, m, d] = boleto.dueDate.split('-');
    for (const text of [
      t('payment.boleto.slip.beneficiary'),
      t('payment.boleto.slip.payer'),
      buyer?.name ?? order.buyerName,
      t('payment.boleto.slip.due'),
      `${d}/${m}/${y}`,
      t('payment.boleto.slip.amount'),
      formatCents(order.total),
      t('payment.boleto.slip.ourNumber'),
    ])
      expect(region.textContent).toContain(text);

    // The bars read back as the 44-digit barcode: bank, currency, check digit, due factor, amount, free field.
    const bars = within(region).getByRole('img', { name: t('payment.boleto.slip.barcode'), hidden: true });
    const digits = boleto.line.replace(/\D/g, '');
    const barcode = `${digits.slice(0, 4)}${digits[32]}${digits.slice(33)}${digits.slice(4, 9)}${digits.slice(10, 20)}${digits.slice(21, 31)}`;
    expect(readItf(bars as unknown as SVGElement)).toBe(barcode);
    expect(barcode.slice(9, 19)).toBe(String(order.total).padStart(10, '0'));
    // The nosso número printed is the one inside the barcode's free field.
    expect(region.textContent).toContain(barcode.slice(25, 42));

    // On paper the slip is all there is; on screen it is not shown.
    expect(slip).not.toBeVisible();
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toMatch(
      /@media print\s*\{\s*body\s*>\s*\*:not\(\[data-boleto-slip\]\)\s*\{\s*display:\s*none\s*!important/,
    );
    expect(styles).toMatch(/@media screen\s*\{\s*\[data-boleto-slip\]\s*\{\s*display:\s*none/);

    // Printing again prints the same slip, once more.
    await user.click(screen.getByRole('button', { name: t('payment.boleto.print') }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll('[data-boleto-slip]')).toHaveLength(1);
  });

  test('a typed line whose check digits do not agree prints no barcode, and says why', async () => {
    const token = await signToken(DEMO_IDS.family, '2');
    localStorage.setItem('serviceToken', token);
    const order = await boletoOrder(token);
    const stored = db.tables.orders.find((o) => o.id === order.id);
    if (!stored?.boleto) throw new Error('no boleto');
    // The first field's check digit (its 10th digit) one off.
    const line = stored.boleto.line.replace(
      /^(\d{5}\.\d{4})(\d)/,
      (_, head: string, dv: string) => `${head}${(Number(dv) + 1) % 10}`,
    );
    stored.boleto.line = line;
    const print = vi.fn();
    vi.stubGlobal('print', print);

    const { user } = renderApp({
      route: `/thanks?order=${order.id}`,
      preloadedState: sessionState({
        id: DEMO_IDS.family,
        role: '2',
        name: order.buyerName,
        url_perfil: null,
      }),
    });
    await screen.findByRole('heading', { name: t('checkout.thanks.payBoleto') }, LAZY_LOAD);
    await user.click(screen.getByRole('button', { name: t('payment.boleto.print') }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slip = document.querySelector<HTMLElement>('body > [data-boleto-slip]');
    if (!slip) throw new Error('no slip');
    expect(slip).toHaveTextContent(line);
    expect(slip).toHaveTextContent(t('payment.boleto.slip.noBarcode'));
    expect(slip.querySelector('svg')).toBeNull();
  });
});
