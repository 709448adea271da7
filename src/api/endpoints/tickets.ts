import type { Attendee, Event, Ticket } from '@/api/contract/domain';
import {
  myAttendeesResponseSchema,
  ticketDownloadResponseSchema,
  type AttendeeOrder,
  type MyAttendeesResponse,
  type TicketDownload,
} from '@/api/contract/tickets';
import { api } from '@/api/api';

/** The family's issued tickets with their lookups keyed by id. */
export interface MyTickets {
  attendees: Attendee[];
  events: Record<string, Event>;
  tickets: Record<string, Ticket>;
  orders: Record<string, AttendeeOrder>;
}

const byId = <T extends { id: string }>(items: T[] | undefined): Record<string, T> =>
  Object.fromEntries((items ?? []).map((item) => [item.id, item]));

/** Issued tickets (Attendee): the family's own and the public printable one. */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyTickets: build.query<MyTickets, undefined>({
      query: () => ({ url: '/api/Attendee/mine', schema: myAttendeesResponseSchema }),
      transformResponse: (response: MyAttendeesResponse) => ({
        attendees: response.lst,
        events: byId(response.events),
        tickets: byId(response.tickets),
        orders: byId(response.orders),
      }),
      providesTags: (result) => [
        { type: 'Attendee', id: 'MINE' },
        ...(result?.attendees.map((a) => ({ type: 'Attendee' as const, id: a.code })) ?? []),
      ],
    }),
    getTicketDownload: build.query<TicketDownload, string>({
      query: (code) => ({
        url: `/api/Attendee/download/${encodeURIComponent(code)}`,
        schema: ticketDownloadResponseSchema,
      }),
      transformResponse: (response: { obj: TicketDownload }) => response.obj,
      providesTags: (_r, _e, code) => [{ type: 'Attendee', id: code }],
    }),
  }),
});

export const { useGetMyTicketsQuery, useGetTicketDownloadQuery } = ticketsApi;
