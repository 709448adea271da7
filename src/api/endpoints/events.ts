import { z } from 'zod/mini';
import { api } from '@/api/api';
import {
  courseSchema,
  eventSchema,
  schoolSchema,
  ticketSchema,
  type Course,
  type Event,
  type School,
  type Ticket,
} from '@/api/contract/domain';
import { listEnvelope, objEnvelope } from '@/api/contract/envelope';

/** Filters of the public catalogue; they mirror the URL of /eventos. */
export interface CatalogQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  category?: string;
  city?: string;
  from?: string;
  to?: string;
  free?: boolean;
  priceMin?: number;
  priceMax?: number;
  sort?: 'date' | 'price' | 'relevance';
  schoolId?: string;
  ownerId?: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

const eventsPage = listEnvelope(eventSchema);
const filters = objEnvelope(z.object({ categories: z.array(z.string()), cities: z.array(z.string()) }));

/** The public side of events: catalogue, event, ticket types, school page. Shared by the public pages and checkout. */
export const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicEvents: build.query<Page<Event>, CatalogQuery>({
      query: (params) => ({ url: '/api/Event/public', params: { ...params }, schema: eventsPage }),
      transformResponse: (response: z.infer<typeof eventsPage>) => ({
        items: response.lst,
        total: response.total ?? response.lst.length,
      }),
      providesTags: (result) => [
        { type: 'Event', id: 'LIST' },
        ...(result?.items.map((e) => ({ type: 'Event' as const, id: e.id })) ?? []),
      ],
    }),
    getCatalogFilters: build.query<{ categories: string[]; cities: string[] }, undefined>({
      query: () => ({ url: '/api/Event/filters', schema: filters }),
      transformResponse: (response: z.infer<typeof filters>) => response.obj,
    }),
    getEvent: build.query<Event, string>({
      query: (id) => ({
        url: `/api/Event/single/${encodeURIComponent(id)}`,
        schema: objEnvelope(eventSchema),
      }),
      transformResponse: (response: { obj: Event }) => response.obj,
      providesTags: (_r, _e, id) => [{ type: 'Event', id }],
    }),
    getEventTickets: build.query<Ticket[], string>({
      query: (eventId) => ({
        url: '/api/Ticket/all',
        params: { eventId },
        schema: listEnvelope(ticketSchema),
      }),
      transformResponse: (response: { lst: Ticket[] }) => response.lst,
      providesTags: (_r, _e, eventId) => [{ type: 'Ticket', id: `event-${eventId}` }],
    }),
    getSchool: build.query<School, string>({
      query: (id) => ({
        url: `/api/School/public/${encodeURIComponent(id)}`,
        schema: objEnvelope(schoolSchema),
      }),
      transformResponse: (response: { obj: School }) => response.obj,
      providesTags: (_r, _e, id) => [{ type: 'School', id }],
    }),
    getSchoolCourses: build.query<Course[], string>({
      query: (schoolId) => ({
        url: '/api/Course/public',
        params: { schoolId },
        schema: listEnvelope(courseSchema),
      }),
      transformResponse: (response: { lst: Course[] }) => response.lst,
      providesTags: [{ type: 'Course', id: 'PUBLIC' }],
    }),
  }),
});

export const {
  useGetPublicEventsQuery,
  useGetCatalogFiltersQuery,
  useGetEventQuery,
  useGetEventTicketsQuery,
  useGetSchoolQuery,
  useGetSchoolCoursesQuery,
} = eventsApi;
