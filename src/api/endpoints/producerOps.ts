import type { z } from 'zod/mini';
import { api } from '@/api/api';
import {
  attendeeSchema,
  couponSchema,
  orderSchema,
  ticketSchema,
  type Attendee,
  type Coupon,
  type Order,
  type Ticket,
} from '@/api/contract/domain';
import { envelopeSchema, listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  attendeeSummarySchema,
  checkinResponseSchema,
  type AttendeeListQuery,
  type AttendeeSummary,
  type CheckinResponse,
  type CouponCreateBody,
  type CouponUpdateBody,
  type TicketCreateBody,
  type TicketUpdateBody,
} from '@/api/contract/producerOps';

export interface Page<T> {
  items: T[];
  total: number;
}

const ticketAnswer = objEnvelope(ticketSchema);
const couponAnswer = objEnvelope(couponSchema);
const couponsAnswer = listEnvelope(couponSchema);
const orderAnswer = objEnvelope(orderSchema);
const attendeesAnswer = listEnvelope(attendeeSchema);
const summaryAnswer = objEnvelope(attendeeSummarySchema);

const ticketsTag = (eventId: string) => ({ type: 'Ticket' as const, id: `event-${eventId}` });
const couponsTag = (eventId: string) => ({ type: 'Coupon' as const, id: `event-${eventId}` });
const attendeesTag = (eventId: string) => ({ type: 'Attendee' as const, id: `event-${eventId}` });

/** Running an event: ticket types, coupons, refunds, attendees and the door. */
export const producerOpsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTicket: build.mutation<Ticket, TicketCreateBody>({
      query: (body) => ({
        url: '/api/Ticket/create',
        method: 'POST',
        data: body,
        schema: ticketAnswer,
        fallbackId: 'errors.producerOps.createTicket',
      }),
      transformResponse: (response: z.infer<typeof ticketAnswer>) => response.obj,
      invalidatesTags: (_r, _e, body) => [ticketsTag(body.eventId), { type: 'Event', id: body.eventId }],
    }),
    updateTicket: build.mutation<Ticket, { id: string; eventId: string; body: TicketUpdateBody }>({
      query: ({ id, body }) => ({
        url: `/api/Ticket/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: ticketAnswer,
        fallbackId: 'errors.producerOps.updateTicket',
      }),
      transformResponse: (response: z.infer<typeof ticketAnswer>) => response.obj,
      invalidatesTags: (_r, _e, { eventId }) => [ticketsTag(eventId), { type: 'Event', id: eventId }],
    }),
    deleteTicket: build.mutation<undefined, { id: string; eventId: string }>({
      query: ({ id }) => ({
        url: `/api/Ticket/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.producerOps.deleteTicket',
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_r, _e, { eventId }) => [
        ticketsTag(eventId),
        couponsTag(eventId),
        { type: 'Event', id: eventId },
      ],
    }),

    listCoupons: build.query<Coupon[], string>({
      query: (eventId) => ({
        url: '/api/Coupon/all',
        params: { eventId },
        schema: couponsAnswer,
        fallbackId: 'errors.producerOps.listCoupons',
      }),
      transformResponse: (response: z.infer<typeof couponsAnswer>) => response.lst,
      providesTags: (_r, _e, eventId) => [couponsTag(eventId)],
    }),
    createCoupon: build.mutation<Coupon, CouponCreateBody>({
      query: (body) => ({
        url: '/api/Coupon/create',
        method: 'POST',
        data: body,
        schema: couponAnswer,
        fallbackId: 'errors.producerOps.createCoupon',
      }),
      transformResponse: (response: z.infer<typeof couponAnswer>) => response.obj,
      invalidatesTags: (_r, _e, body) => [couponsTag(body.eventId)],
    }),
    updateCoupon: build.mutation<Coupon, { id: string; eventId: string; body: CouponUpdateBody }>({
      query: ({ id, body }) => ({
        url: `/api/Coupon/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: couponAnswer,
        fallbackId: 'errors.producerOps.updateCoupon',
      }),
      transformResponse: (response: z.infer<typeof couponAnswer>) => response.obj,
      invalidatesTags: (_r, _e, { eventId }) => [couponsTag(eventId)],
    }),
    deleteCoupon: build.mutation<undefined, { id: string; eventId: string }>({
      query: ({ id }) => ({
        url: `/api/Coupon/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.producerOps.deleteCoupon',
      }),
      transformResponse: () => undefined,
      invalidatesTags: (_r, _e, { eventId }) => [couponsTag(eventId)],
    }),

    refundOrder: build.mutation<Order, { id: string; eventId: string; idempotencyKey: string }>({
      query: ({ id, idempotencyKey }) => ({
        url: `/api/Order/refund/${encodeURIComponent(id)}`,
        method: 'POST',
        idempotencyKey,
        schema: orderAnswer,
        fallbackId: 'errors.producerOps.refundOrder',
      }),
      transformResponse: (response: z.infer<typeof orderAnswer>) => response.obj,
      // Stock, tickets and the seller's balance all change with a refund.
      invalidatesTags: (_r, _e, { id, eventId }) => [
        { type: 'Order', id: 'LIST' },
        { type: 'Order', id },
        ticketsTag(eventId),
        couponsTag(eventId),
        attendeesTag(eventId),
        { type: 'Event', id: eventId },
        'Finance',
      ],
    }),

    listAttendees: build.query<Page<Attendee>, AttendeeListQuery>({
      query: (params) => ({
        url: '/api/Attendee/all',
        params: { ...params },
        schema: attendeesAnswer,
        fallbackId: 'errors.producerOps.listAttendees',
      }),
      transformResponse: (response: z.infer<typeof attendeesAnswer>) => ({
        items: response.lst,
        total: response.total ?? response.lst.length,
      }),
      providesTags: (_r, _e, { eventId }) => [attendeesTag(eventId)],
    }),
    attendeeSummary: build.query<AttendeeSummary, string>({
      query: (eventId) => ({
        url: '/api/Attendee/summary',
        params: { eventId },
        schema: summaryAnswer,
        fallbackId: 'errors.producerOps.attendeeSummary',
      }),
      transformResponse: (response: z.infer<typeof summaryAnswer>) => response.obj,
      providesTags: (_r, _e, eventId) => [attendeesTag(eventId)],
    }),
    checkIn: build.mutation<CheckinResponse, { code: string; eventId: string }>({
      query: ({ code, eventId }) => ({
        url: `/api/Attendee/checkin/${encodeURIComponent(code)}`,
        method: 'POST',
        params: { eventId },
        schema: checkinResponseSchema,
        fallbackId: 'errors.producerOps.checkIn',
      }),
      invalidatesTags: (result, _e, { eventId }) =>
        result?.result === 'valid' ? [attendeesTag(eventId)] : [],
    }),
  }),
});

export const {
  useCreateTicketMutation,
  useUpdateTicketMutation,
  useDeleteTicketMutation,
  useListCouponsQuery,
  useCreateCouponMutation,
  useUpdateCouponMutation,
  useDeleteCouponMutation,
  useRefundOrderMutation,
  useListAttendeesQuery,
  useLazyListAttendeesQuery,
  useAttendeeSummaryQuery,
  useCheckInMutation,
} = producerOpsApi;
