import dayjs, { type Dayjs } from 'dayjs';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';
import type { Event } from '@/api/contract/domain';
import {
  AGE_RATINGS,
  checkEventInput,
  EVENT_CATEGORIES,
  EVENT_DESCRIPTION_MAX,
  EVENT_DESCRIPTION_MIN,
  EVENT_VALIDATION as V,
  eventInputObject,
  eventVenueInputSchema,
  type EventInput,
} from '@/api/contract/producer';
import { onlyDigits } from '@/utils/br';
import { integerOf, integerProblem, limitsOf } from '@/components/form/numberText';
import { htmlToMarkdown, markdownToHtml } from '@/components/markdown/markdown';

export interface VenueValues {
  name: string;
  cep: string;
  street: string;
  number: string;
  district: string;
  city: string;
  state: string;
}

/** What the event form holds while the producer types (dates as pickers give them, capacity as typed). */
export interface EventFormValues {
  title: string;
  category: string;
  ageRating: string;
  descriptionMarkdown: string;
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
  online: boolean;
  venue: VenueValues;
  url: string;
  capacity: string;
  coverUrl: string | null;
}

export type EventField = FieldPath<EventFormValues>;

export const EMPTY_VENUE: VenueValues = {
  name: '',
  cep: '',
  street: '',
  number: '',
  district: '',
  city: '',
  state: '',
};

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  category: '',
  ageRating: 'Livre',
  descriptionMarkdown: '',
  startsAt: null,
  endsAt: null,
  online: false,
  venue: EMPTY_VENUE,
  url: '',
  capacity: '',
  coverUrl: null,
};

/** The capacity the API takes (1 to 200 000 people); empty says what to fill in. */
const CAPACITY = limitsOf(eventInputObject.shape.capacity, { requiredId: V.capacity });

const oneOf = (list: readonly string[], message: string) =>
  z.string().check(z.refine((v) => list.includes(v), message));
const dateValue = z.custom<Dayjs | null>((v) => v === null || dayjs.isDayjs(v));

/** CEP as typed: digits only, shown as 00000-000. */
export function formatCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/**
 * The form's rules: the contract's fields and cross-field checks, plus what only the form knows (a new
 * event starts in the future). Messages are ids, translated where they are shown.
 */
export function eventFormSchema({ requireFuture }: { requireFuture: boolean }) {
  return z
    .object({
      title: eventInputObject.shape.title,
      category: oneOf(EVENT_CATEGORIES, V.category),
      ageRating: oneOf(AGE_RATINGS, V.ageRating),
      descriptionMarkdown: z
        .string()
        .check(
          z.trim(),
          z.minLength(EVENT_DESCRIPTION_MIN, V.description),
          z.maxLength(EVENT_DESCRIPTION_MAX, V.descriptionLong),
        ),
      startsAt: dateValue,
      endsAt: dateValue,
      online: z.boolean(),
      venue: z.object({
        name: z.string(),
        cep: z.string(),
        street: z.string(),
        number: z.string(),
        district: z.string(),
        city: z.string(),
        state: z.string(),
      }),
      url: z.string(),
      capacity: z.string(),
      coverUrl: z.nullable(z.string()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const start = v.startsAt;
        const end = v.endsAt;
        if (!start?.isValid()) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: V.startsAt });
        else if (requireFuture && !start.isAfter(dayjs()))
          ctx.addIssue({
            code: 'custom',
            path: ['startsAt'],
            message: 'producer.validation.startsFuture',
          });
        if (!end?.isValid()) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: V.endsAt });
        if (!v.online) {
          const venue = eventVenueInputSchema.safeParse(v.venue);
          if (!venue.success)
            for (const issue of venue.error.issues)
              ctx.addIssue({ code: 'custom', path: ['venue', ...issue.path], message: issue.message });
        }
        const capacity = integerProblem(v.capacity, CAPACITY);
        if (capacity) ctx.addIssue({ code: 'custom', path: ['capacity'], message: capacity });
        if (start?.isValid() && end?.isValid())
          checkEventInput(
            {
              startsAt: start.toISOString(),
              endsAt: end.toISOString(),
              online: v.online,
              // The venue's own fields were checked above.
              venue: v.online ? null : (v.venue as EventInput['venue']),
              url: v.url,
            },
            ctx,
          );
        else if (v.online)
          checkEventInput({ startsAt: '', endsAt: '', online: true, venue: null, url: v.url }, ctx);
      }),
    );
}

/** The fields of each step of the creation, in order; the last step (review) has none of its own. */
export const STEP_FIELDS: readonly (readonly EventField[])[] = [
  ['title', 'category', 'ageRating', 'descriptionMarkdown'],
  ['startsAt', 'endsAt'],
  [
    'online',
    'venue.name',
    'venue.cep',
    'venue.street',
    'venue.number',
    'venue.district',
    'venue.city',
    'venue.state',
    'url',
    'capacity',
  ],
  ['coverUrl'],
  [],
];

/** The step a field is typed in (the review when unknown). */
export function stepOf(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) =>
    fields.some((f) => f === field || f.startsWith(`${field}.`)),
  );
  return index < 0 ? STEP_FIELDS.length - 1 : index;
}

/** The API body of valid form values. */
export function toEventInput(values: EventFormValues): EventInput {
  const markdown = values.descriptionMarkdown.trim();
  return {
    title: values.title.trim(),
    category: values.category as EventInput['category'],
    ageRating: values.ageRating as EventInput['ageRating'],
    description: markdownToHtml(markdown),
    descriptionMarkdown: markdown,
    startsAt: values.startsAt?.toISOString() ?? '',
    endsAt: values.endsAt?.toISOString() ?? '',
    online: values.online,
    venue: values.online
      ? null
      : {
          name: values.venue.name.trim(),
          cep: values.venue.cep.trim(),
          street: values.venue.street.trim(),
          number: values.venue.number.trim(),
          district: values.venue.district.trim(),
          city: values.venue.city.trim(),
          state: values.venue.state as EventVenueState,
        },
    url: values.online ? values.url.trim() : null,
    capacity: integerOf(values.capacity) ?? 0,
    coverUrl: values.coverUrl,
  };
}
type EventVenueState = NonNullable<EventInput['venue']>['state'];

/** An event as the form edits it. */
export function fromEvent(event: Event): EventFormValues {
  const venue = event.venue;
  return {
    title: event.title,
    category: event.category,
    ageRating: event.ageRating,
    descriptionMarkdown: event.descriptionMarkdown ?? htmlToMarkdown(event.description),
    startsAt: dayjs(event.startsAt),
    endsAt: dayjs(event.endsAt),
    online: event.online,
    venue: venue
      ? {
          name: venue.name,
          cep: venue.cep ?? '',
          street: venue.street ?? venue.address,
          number: venue.number ?? '',
          district: venue.district ?? '',
          city: venue.city,
          state: venue.state,
        }
      : EMPTY_VENUE,
    url: event.url ?? '',
    capacity: String(event.capacity),
    coverUrl: event.coverUrl,
  };
}

/** Server field errors keyed as the API names them, as form fields. */
export function formFieldOf(apiField: string): EventField | null {
  if (apiField === 'description') return 'descriptionMarkdown';
  if (apiField === 'venue') return 'venue.name';
  const known = STEP_FIELDS.flat().find((f) => f === apiField);
  return known ?? null;
}

// ---------------------------------------------------------------------------------------------
// Drafts: the values as JSON (dates as ISO text).

export interface SerializedEventValues extends Omit<EventFormValues, 'startsAt' | 'endsAt'> {
  startsAt: string | null;
  endsAt: string | null;
}

export function serializeValues(values: EventFormValues): SerializedEventValues {
  const iso = (d: Dayjs | null) => (d?.isValid() ? d.toISOString() : null);
  return { ...values, startsAt: iso(values.startsAt), endsAt: iso(values.endsAt) };
}

const storedValues = z.object({
  title: z.catch(z.string(), ''),
  category: z.catch(z.string(), ''),
  ageRating: z.catch(z.string(), 'Livre'),
  descriptionMarkdown: z.catch(z.string(), ''),
  startsAt: z.catch(z.nullable(z.string()), null),
  endsAt: z.catch(z.nullable(z.string()), null),
  online: z.catch(z.boolean(), false),
  venue: z.catch(
    z.object({
      name: z.catch(z.string(), ''),
      cep: z.catch(z.string(), ''),
      street: z.catch(z.string(), ''),
      number: z.catch(z.string(), ''),
      district: z.catch(z.string(), ''),
      city: z.catch(z.string(), ''),
      state: z.catch(z.string(), ''),
    }),
    EMPTY_VENUE,
  ),
  url: z.catch(z.string(), ''),
  capacity: z.catch(z.string(), ''),
  coverUrl: z.catch(z.nullable(z.string()), null),
});

/** Values read back from storage; anything unreadable becomes empty rather than breaking the form. */
export function deserializeValues(raw: unknown): EventFormValues | null {
  const parsed = storedValues.safeParse(raw);
  if (!parsed.success) return null;
  const date = (s: string | null) => (s && dayjs(s).isValid() ? dayjs(s) : null);
  return { ...parsed.data, startsAt: date(parsed.data.startsAt), endsAt: date(parsed.data.endsAt) };
}
