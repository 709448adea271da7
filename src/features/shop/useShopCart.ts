import { useCallback, useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import {
  shopResponses as r,
  type ShopAddress,
  type ShopColor,
  type ShopOrder,
  type ShopPaymentMethod,
  type ShopShipping,
} from '@/api/contract/shop';
import { isApiError, isDefinitiveRefusal } from '@/api/errors';
import { apiRequest } from '@/api/request';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import { selectShopCart, shopCartActions as a } from './shopCartSlice';

/** One cart call (SPEC.md §7 "Cart (template)") through the app's one HTTP client, parsed by the contract. */
function cartCall<T>(path: string, schema: ZodMiniType<T>, body?: unknown, headers?: Record<string, string>) {
  return apiRequest({
    url: `/api/cart/${path}`,
    method: 'POST',
    schema,
    body,
    headers,
    fallbackId: 'errors.shop.cart',
  });
}

export type CartResult<T = true> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * The shop's cart and its calls: each call sends the lines the cart holds now, and its answer is applied
 * by the slice with SPEC.md §4's rules. A refused call leaves the cart as it was and gives the error back.
 */
export function useShopCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useAppSelector(selectShopCart);
  const [busy, setBusy] = useState(false);
  const lines = useCallback(() => selectShopCart(store.getState()).products, [store]);

  /** After the lines change, an applied coupon is applied again to the new subtotal (replacing itself). */
  const reapplyCoupon = useCallback(async () => {
    const now = selectShopCart(store.getState());
    if (!now.couponCode) return;
    try {
      const answer = await cartCall('discount', r.discount, { code: now.couponCode, total: now.subtotal });
      dispatch(a.discountApplied({ code: answer.code, discount: answer.discount }));
    } catch {
      dispatch(a.discountApplied({ code: null, discount: 0 }));
    }
  }, [dispatch, store]);

  const run = useCallback(async <T>(call: () => Promise<T>): Promise<CartResult<T>> => {
    setBusy(true);
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  }, []);

  const add = useCallback(
    (product: { id: string; quantity: number; color: ShopColor | null; size: string | null }) =>
      run(async () => {
        const answer = await cartCall('add', r.lines, { product, products: lines() });
        dispatch(a.productAdded(answer.products));
        await reapplyCoupon();
        return true as const;
      }),
    [dispatch, lines, reapplyCoupon, run],
  );

  const remove = useCallback(
    (id: string) =>
      run(async () => {
        const answer = await cartCall('remove', r.lines, { id, products: lines() });
        dispatch(a.productRemoved({ id, products: answer.products }));
        await reapplyCoupon();
        return true as const;
      }),
    [dispatch, lines, reapplyCoupon, run],
  );

  const update = useCallback(
    (id: string, quantity: number) =>
      run(async () => {
        const answer = await cartCall('update', r.lines, { id, quantity, products: lines() });
        dispatch(a.productUpdated({ id, products: answer.products }));
        await reapplyCoupon();
        return true as const;
      }),
    [dispatch, lines, reapplyCoupon, run],
  );

  const applyCoupon = useCallback(
    (code: string) =>
      run(async () => {
        const answer = await cartCall('discount', r.discount, {
          code,
          total: selectShopCart(store.getState()).subtotal,
        });
        dispatch(a.discountApplied({ code: answer.code, discount: answer.discount }));
        return answer.discount;
      }),
    [dispatch, run, store],
  );

  const setShipping = useCallback(
    (charge: ShopShipping) =>
      run(async () => {
        const answer = await cartCall('shipping-charge', r.shipping, {
          charge,
          shipping: selectShopCart(store.getState()).shipping,
        });
        dispatch(a.shippingSet({ type: answer.type, shipping: answer.shipping, charge: answer.charge }));
        return true as const;
      }),
    [dispatch, run, store],
  );

  const setBilling = useCallback(
    (address: ShopAddress) =>
      run(async () => {
        const answer = await cartCall('billing-address', r.billing, { address });
        dispatch(a.billingSet(answer.address));
        return true as const;
      }),
    [dispatch, run],
  );

  const setMethod = useCallback(
    (method: ShopPaymentMethod, card: string | null) =>
      run(async () => {
        const answer = await cartCall('payment-method', r.method, { method });
        dispatch(a.paymentMethodSet(answer.method));
        if (card) {
          const hint = await cartCall('payment-card', r.card, { card });
          dispatch(a.paymentCardSet(hint.card));
        }
        return true as const;
      }),
    [dispatch, run],
  );

  /**
   * Places the order with the key kept in the cart (a retry reuses it), then the cart starts over. A card
   * pays in `installments`; PIX and boleto at once.
   */
  const placeOrder = useCallback(
    (installments = 1) =>
      run(async (): Promise<ShopOrder> => {
        dispatch(a.orderKeyIssued());
        const now = selectShopCart(store.getState());
        const method = now.payment.method;
        if (!now.billing || method === 'cod') throw new Error('checkout incomplete');
        const answer = await cartCall(
          'place-order',
          r.order,
          {
            products: now.products,
            addressId: now.billing.id,
            method,
            card: method === 'card' ? now.payment.card : null,
            couponCode: now.couponCode,
            shipping: now.payment.type,
            installments: method === 'card' ? installments : 1,
          },
          { 'Idempotency-Key': now.idempotencyKey ?? crypto.randomUUID() },
        ).catch((error: unknown) => {
          // A refusal is final for this attempt: another card is another order. A lost answer keeps the
          // key, so trying again cannot place the order twice.
          if (isApiError(error) && isDefinitiveRefusal(error)) dispatch(a.orderKeyRotated());
          throw error;
        });
        await cartCall('reset', r.reset);
        dispatch(a.orderPlaced(answer.order));
        return answer.order;
      }),
    [dispatch, run, store],
  );

  return { cart, busy, add, remove, update, applyCoupon, setShipping, setBilling, setMethod, placeOrder };
}
