import type { ShopCartLine } from '@/api/contract/shop';
import {
  initialShopCartState,
  shopCartActions as a,
  shopCartSlice,
  type ShopCartState,
} from './shopCartSlice';

const reduce = (state: ShopCartState, ...actions: Parameters<typeof shopCartSlice.reducer>[1][]) =>
  actions.reduce(shopCartSlice.reducer, state);

const line = (productId: string, price: number, quantity: number): ShopCartLine => ({
  id: `${productId}:-:-`,
  productId,
  name: productId,
  price,
  quantity,
  color: null,
  size: null,
  motif: 'cards',
  hue: 0,
  subtotal: price * quantity,
});

const pack = line('prod-001', 1490, 2);
const mug = line('prod-018', 3490, 1);

describe('the shop cart (SPEC.md §3–4)', () => {
  test('starts at step 0 with payment method cod and payment type free', () => {
    expect(initialShopCartState).toMatchObject({
      step: 0,
      products: [],
      subtotal: 0,
      total: 0,
      payment: { type: 'free', method: 'cod' },
    });
  });

  test('add, update and remove move subtotal and total by the line subtotals', () => {
    let state = reduce(initialShopCartState, a.productAdded([pack]), a.productAdded([pack, mug]));
    expect(state).toMatchObject({ subtotal: 6470, total: 6470 });
    state = reduce(state, a.productUpdated({ id: mug.id, products: [pack, line('prod-018', 3490, 3)] }));
    expect(state).toMatchObject({ subtotal: 13450, total: 13450 });
    state = reduce(state, a.productRemoved({ id: pack.id, products: [line('prod-018', 3490, 3)] }));
    expect(state).toMatchObject({ subtotal: 10470, total: 10470 });
  });

  test('a second discount replaces the first', () => {
    const state = reduce(
      initialShopCartState,
      a.productAdded([line('prod-010', 10000, 1)]),
      a.discountApplied({ code: 'LUMI10', discount: 1000 }),
      a.discountApplied({ code: 'VOLTAASAULAS', discount: 2000 }),
    );
    expect(state).toMatchObject({ subtotal: 10000, discount: 2000, total: 8000, couponCode: 'VOLTAASAULAS' });
  });

  test('shipping adds what the server charges and sets the payment type', () => {
    let state = reduce(initialShopCartState, a.productAdded([line('prod-010', 10000, 1)]));
    state = reduce(state, a.shippingSet({ type: 'express', shipping: 1990, charge: 1990 }));
    expect(state).toMatchObject({ shipping: 1990, total: 11990, payment: { type: 'express' } });
    state = reduce(state, a.shippingSet({ type: 'free', shipping: 0, charge: -1990 }));
    expect(state).toMatchObject({ shipping: 0, total: 10000, payment: { type: 'free' } });
  });

  test('steps: set, next, back (never below 0 nor past the last), reset', () => {
    let state = reduce(initialShopCartState, a.stepNext(), a.stepNext());
    expect(state.step).toBe(2);
    state = reduce(state, a.stepBack(), a.stepBack(), a.stepBack());
    expect(state.step).toBe(0);
    expect(reduce(state, a.stepSet(9)).step).toBe(3);
    expect(reduce(state, a.productAdded([pack]), a.shopCartReset())).toEqual(initialShopCartState);
  });

  test('a placed order starts the cart over and shows the order on the last step', () => {
    const order = {
      id: 'shop-order-1042',
      code: 'LOJA-1042',
      placedAt: '2026-11-29T10:00:00.000Z',
      items: 2,
      subtotal: 2980,
      discount: 0,
      shipping: 0,
      total: 2980,
      method: 'pix' as const,
      address: {
        id: 'addr-001',
        name: 'Carla Souza',
        phone: '11922222222',
        cep: '04538133',
        street: 'Avenida Brigadeiro Faria Lima',
        number: '3477',
        complement: '',
        district: 'Itaim Bibi',
        city: 'São Paulo',
        state: 'SP' as const,
        isDefault: true,
      },
      installments: 1,
      pix: { code: '00020101021226', expiresAt: '2026-03-02T12:15:00.000Z' },
      boleto: null,
    };
    const state = reduce(initialShopCartState, a.productAdded([pack]), a.orderPlaced(order));
    expect(state).toMatchObject({ step: 3, products: [], total: 0, placedOrder: { code: 'LOJA-1042' } });
    // The next purchase starts at the cart, and "next" leads to the address again.
    const again = reduce(state, a.productAdded([pack]), a.stepNext());
    expect(again).toMatchObject({ step: 1, placedOrder: null });
  });
});
