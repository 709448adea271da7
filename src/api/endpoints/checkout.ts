import { z } from 'zod/mini';
import { api } from '@/api/api';
import { orderWithTicketsSchema, type OrderCreateBody, type OrderWithTickets } from '@/api/contract/checkout';
import { objEnvelope } from '@/api/contract/envelope';

export interface CouponRequest {
  eventId: string;
  code: string;
  items: { ticketId: string; quantity: number; halfPrice: boolean }[];
}
export interface CouponDiscount {
  code: string;
  discount: number;
}

export interface CreateOrderArgs {
  body: OrderCreateBody;
  /** The cart's key: the same key twice creates one order. */
  idempotencyKey: string;
}

const couponAnswer = objEnvelope(z.object({ code: z.string(), discount: z.int() }));
const orderAnswer = objEnvelope(orderWithTicketsSchema);

/** Checkout: coupons, orders and (in the demo) the PIX/boleto confirmation. Shared by checkout and thanks. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<CouponDiscount, CouponRequest>({
      query: (body) => ({
        url: '/api/Coupon/validate',
        method: 'POST',
        data: body,
        schema: couponAnswer,
        fallbackId: 'errors.checkout.validateCoupon',
      }),
      transformResponse: (response: z.infer<typeof couponAnswer>) => response.obj,
    }),
    createOrder: build.mutation<OrderWithTickets, CreateOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/Order/create',
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: orderAnswer,
        fallbackId: 'errors.checkout.createOrder',
      }),
      transformResponse: (response: z.infer<typeof orderAnswer>) => response.obj,
      // Stock changed either way (a refusal says why: the list shows what is left).
      invalidatesTags: (_result, _error, { body }) => [
        { type: 'Ticket', id: `event-${body.eventId}` },
        { type: 'Event', id: body.eventId },
        { type: 'Order', id: 'LIST' },
        { type: 'Attendee', id: 'MINE' },
      ],
    }),
    getOrder: build.query<OrderWithTickets, string>({
      query: (id) => ({
        url: `/api/Order/single/${encodeURIComponent(id)}`,
        schema: orderAnswer,
        fallbackId: 'errors.checkout.getOrder',
      }),
      transformResponse: (response: z.infer<typeof orderAnswer>) => response.obj,
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    simulatePayment: build.mutation<OrderWithTickets, string>({
      query: (id) => ({
        url: `/api/Order/simulate-payment/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: orderAnswer,
        fallbackId: 'errors.checkout.simulatePayment',
      }),
      transformResponse: (response: z.infer<typeof orderAnswer>) => response.obj,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        { type: 'Attendee', id: 'MINE' },
      ],
    }),
  }),
});

export const {
  useValidateCouponMutation,
  useCreateOrderMutation,
  useGetOrderQuery,
  useSimulatePaymentMutation,
} = checkoutApi;
