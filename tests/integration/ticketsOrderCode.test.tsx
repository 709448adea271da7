import { screen, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { apiClient } from '@/api/client';
import type { OrderRow } from '@/api/contract/finance';
import { setToken } from '@/api/token';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { orderCode } from '@/utils/orderCode';

const family = sessionState({ id: DEMO_IDS.family, role: '2', name: 'Carla Souza', url_perfil: null });
const INTERNAL_ID = /\bord-/;

async function signedInFamily(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  return renderApp({ route, preloadedState: family });
}

function familyPaidOrder() {
  const order = db.tables.orders.find((o) => o.buyerId === DEMO_IDS.family && o.status === 'paid');
  if (!order) throw new Error('seed changed: the family has no paid order');
  return order;
}

describe('orders read by a short code, never by their internal id', () => {
  test('the thanks page shows the order code', async () => {
    const order = familyPaidOrder();
    await signedInFamily(`/thanks?order=${order.id}`);
    expect(
      await screen.findByText(t('checkout.thanks.orderId', { id: orderCode(order.id) }), {}, LAZY_LOAD),
    ).toBeVisible();
    expect(orderCode(order.id)).toMatch(/^LUMI-[A-Z2-9]{6}$/);
    expect(document.body.textContent).not.toMatch(INTERNAL_ID);
  });

  test("each of the family's tickets names its order by code", async () => {
    const mine = db.tables.attendees.filter((a) => a.buyerId === DEMO_IDS.family);
    expect(mine.length).toBeGreaterThan(0);
    await signedInFamily('/cliente/ingressos');
    for (const attendee of mine) {
      const card = await screen.findByRole('article', { name: new RegExp(attendee.code) }, LAZY_LOAD);
      expect(
        within(card).getByText(t('tickets.card.order', { code: orderCode(attendee.orderId) })),
      ).toBeVisible();
    }
    expect(document.body.textContent).not.toMatch(INTERNAL_ID);
  });

  test('the printed ticket carries the order code', async () => {
    const attendee = db.tables.attendees.find((a) => a.buyerId === DEMO_IDS.family);
    if (!attendee) throw new Error('seed changed');
    renderApp({ route: `/download/${attendee.code}`, preloadedState: sessionState(null) });
    const label = await screen.findByText(t('tickets.download.order'), {}, LAZY_LOAD);
    expect(label.nextElementSibling).toHaveTextContent(orderCode(attendee.orderId));
    expect(document.body.textContent).not.toMatch(INTERNAL_ID);
  });

  test('the producer finds an order by the code the buyer reads out, with or without the prefix', async () => {
    const order = db.tables.orders.find((o) => o.eventId === 'ev-0001' && o.status === 'paid');
    if (!order) throw new Error('seed changed');
    const event = db.tables.events.find((e) => e.id === order.eventId);
    setToken(await signToken(event?.ownerId ?? DEMO_IDS.producer, '3'));
    try {
      for (const typed of [orderCode(order.id), orderCode(order.id).slice(5).toLowerCase()]) {
        const { data } = await apiClient.get<{ lst: OrderRow[] }>('/api/Order/all', {
          params: { eventId: order.eventId, search: typed },
        });
        expect(data.lst.map((row) => row.id)).toEqual([order.id]);
      }
    } finally {
      setToken(null);
    }
  });
});
