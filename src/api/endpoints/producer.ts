import type { z } from 'zod/mini';
import { api } from '@/api/api';
import { eventSchema, type Event } from '@/api/contract/domain';
import { objEnvelope } from '@/api/contract/envelope';
import {
  eventSalesSchema,
  myEventSchema,
  myEventsResponseSchema,
  type EventInput,
  type EventSales,
  type EventStatusCounts,
  type MyEvent,
} from '@/api/contract/producer';

/** Filters of "Meus eventos"; they mirror its URL. */
export interface MyEventsQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  status?: Event['status'];
  sort?: string;
}

export interface MyEventsPage {
  items: MyEvent[];
  total: number;
  counts: EventStatusCounts;
}

const eventAnswer = objEnvelope(eventSchema);
const managedAnswer = objEnvelope(myEventSchema);
const salesAnswer = objEnvelope(eventSalesSchema);

/** What changes when an event changes: its own page, the owner's list and the public catalogue. */
const touched = (id: string) => [
  { type: 'Event' as const, id },
  { type: 'Event' as const, id: 'MINE' },
  { type: 'Event' as const, id: 'LIST' },
];

/** What one managed event's page reads: the event, and the sales, check-ins and tickets behind its numbers. */
const eventNumbers = (id: string) => [
  { type: 'Event' as const, id },
  { type: 'Order' as const, id: 'LIST' },
  { type: 'Attendee' as const, id: 'LIST' },
  { type: 'Ticket' as const, id: `event-${id}` },
];

/** A producer's or school's own events: list, create, edit, publish, unpublish, cancel, numbers. */
export const producerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyEvents: build.query<MyEventsPage, MyEventsQuery>({
      query: (params) => ({
        url: '/api/Event/mine',
        params: { ...params },
        schema: myEventsResponseSchema,
        fallbackId: 'errors.producer.getMyEvents',
      }),
      transformResponse: (response: z.infer<typeof myEventsResponseSchema>) => ({
        items: response.lst,
        total: response.total ?? response.lst.length,
        counts: response.counts,
      }),
      providesTags: (result) => [
        { type: 'Event', id: 'MINE' },
        ...(result?.items.map((e) => ({ type: 'Event' as const, id: e.id })) ?? []),
        // Sales, refunds and check-ins change the numbers.
        { type: 'Order', id: 'LIST' },
        { type: 'Attendee', id: 'LIST' },
      ],
    }),
    getManagedEvent: build.query<MyEvent, string>({
      query: (id) => ({
        url: `/api/Event/manage/${encodeURIComponent(id)}`,
        schema: managedAnswer,
        fallbackId: 'errors.producer.getManagedEvent',
      }),
      transformResponse: (response: z.infer<typeof managedAnswer>) => response.obj,
      providesTags: (_result, _error, id) => eventNumbers(id),
    }),
    getEventSales: build.query<EventSales, string>({
      query: (id) => ({
        url: `/api/Event/stats/${encodeURIComponent(id)}`,
        schema: salesAnswer,
        fallbackId: 'errors.producer.getEventSales',
      }),
      transformResponse: (response: z.infer<typeof salesAnswer>) => response.obj,
      providesTags: (_result, _error, id) => eventNumbers(id),
    }),
    createEvent: build.mutation<Event, EventInput>({
      query: (body) => ({
        url: '/api/Event/create',
        method: 'POST',
        data: body,
        schema: eventAnswer,
        fallbackId: 'errors.producer.createEvent',
      }),
      transformResponse: (response: z.infer<typeof eventAnswer>) => response.obj,
      invalidatesTags: [{ type: 'Event', id: 'MINE' }],
    }),
    updateEvent: build.mutation<Event, { id: string; body: Partial<EventInput> }>({
      query: ({ id, body }) => ({
        url: `/api/Event/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: eventAnswer,
        fallbackId: 'errors.producer.updateEvent',
      }),
      transformResponse: (response: z.infer<typeof eventAnswer>) => response.obj,
      invalidatesTags: (_result, _error, { id }) => touched(id),
    }),
    publishEvent: build.mutation<Event, string>({
      query: (id) => ({
        url: `/api/Event/publish/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: eventAnswer,
        fallbackId: 'errors.producer.publishEvent',
      }),
      transformResponse: (response: z.infer<typeof eventAnswer>) => response.obj,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
    unpublishEvent: build.mutation<Event, string>({
      query: (id) => ({
        url: `/api/Event/unpublish/${encodeURIComponent(id)}`,
        method: 'POST',
        schema: eventAnswer,
        fallbackId: 'errors.producer.unpublishEvent',
      }),
      transformResponse: (response: z.infer<typeof eventAnswer>) => response.obj,
      invalidatesTags: (_result, _error, id) => touched(id),
    }),
    cancelEvent: build.mutation<Event, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/Event/cancel/${encodeURIComponent(id)}`,
        method: 'POST',
        data: { reason },
        schema: eventAnswer,
        fallbackId: 'errors.producer.cancelEvent',
      }),
      transformResponse: (response: z.infer<typeof eventAnswer>) => response.obj,
      invalidatesTags: (_result, _error, { id }) => [...touched(id), { type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetMyEventsQuery,
  useGetManagedEventQuery,
  useGetEventSalesQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  usePublishEventMutation,
  useUnpublishEventMutation,
  useCancelEventMutation,
} = producerApi;
