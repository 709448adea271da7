import { z } from 'zod/mini';
import { isValidBrPhone, onlyDigits } from '@/utils/br';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The school's address book (SPEC.md §3 "contacts", §7 GET /api/contact/list and POST /api/contact/modify):
 * the team, teachers, families and guardians, event producers and suppliers the school deals with.
 * `modify` saves one contact: without an id it is added (the server gives it one), with an id it replaces
 * the stored one. Either way the answer is the stored list, and the contact as stored. The spec has no
 * call to remove a contact: POST /api/contact/delete {contactId} is a designed companion (DESIGN.md style).
 */

export const CONTACT_NAME_MAX = 120;
export const CONTACT_TEXT_MAX = 120;
export const CONTACT_NOTES_MAX = 1000;

/** Who the contact is to the school: the letter index groups by name, these group nothing but the chip. */
export const CONTACT_GROUPS = ['team', 'teacher', 'family', 'producer', 'supplier'] as const;
export const contactGroupSchema = z.enum(CONTACT_GROUPS);
export type ContactGroup = z.infer<typeof contactGroupSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));

const name = z
  .string({ error: 'contact.validation.name.required' })
  .check(
    z.trim(),
    z.minLength(1, 'contact.validation.name.required'),
    z.minLength(2, 'contact.validation.name.short'),
    z.maxLength(CONTACT_NAME_MAX, 'contact.validation.name.max'),
  );

const shortText = z.string().check(z.trim(), z.maxLength(CONTACT_TEXT_MAX, 'contact.validation.text.max'));

/** An e-mail, or none (''). */
const email = z.string().check(
  z.trim(),
  z.maxLength(254, 'validation.email.max'),
  z.refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email.invalid'),
);

/** A Brazilian phone stored as digits: landline (DDD + 8) or mobile (DDD + 9 + 8), +55 dropped; or none. */
const phone = z
  .pipe(
    z.string(),
    z.transform((value) => onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '')),
  )
  .check(z.refine((v) => v === '' || isValidBrPhone(v), 'contact.validation.phone.invalid'));

const contactFields = {
  name,
  role: shortText,
  organisation: shortText,
  group: contactGroupSchema,
  email,
  phone,
  notes: z.string().check(z.maxLength(CONTACT_NOTES_MAX, 'contact.validation.notes.max')),
  favourite: z.boolean(),
};

/** Something to reach the contact by: a phone or an e-mail. */
const reachable = (c: { phone: string; email: string }) => c.phone !== '' || c.email !== '';
const REACH = { message: 'contact.validation.reach.required', path: ['phone'] };

export const contactSchema = z.object({ id, ...contactFields });
export type Contact = z.infer<typeof contactSchema>;

/** The fields a person fills in (the add and edit form), checked as the server checks them. */
export const contactFieldsSchema = z.object(contactFields).check(z.refine(reachable, REACH));

/** A contact as the client sends it: without an id it is a new one. */
export const contactInputSchema = z
  .object({ id: z.optional(id), ...contactFields })
  .check(z.refine(reachable, REACH));
export type ContactInput = z.input<typeof contactInputSchema>;

export const contactModifyBody = z.object({ contact: contactInputSchema });
export type ContactModifyBody = z.input<typeof contactModifyBody>;

/** The designed companion of modify: removes one contact. */
export const contactDeleteBody = z.object({ contactId: id });
export type ContactDeleteBody = z.infer<typeof contactDeleteBody>;

const contacts = z.array(contactSchema).check(z.maxLength(2000));

export const contactResponses = {
  list: z.extend(envelopeSchema, { flag: z.literal(true), contacts }),
  modify: z.extend(envelopeSchema, { flag: z.literal(true), contacts, contact: contactSchema }),
  delete: z.extend(envelopeSchema, { flag: z.literal(true), contacts }),
} as const;

export const contactEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/contact/list',
    summary: 'The school’s address book (contacts), sorted by name',
    access: 'signedIn',
    response: contactResponses.list,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/contact/modify',
    summary:
      'Save one contact: without an id it is added (the server gives it one), with an id it replaces the stored one (404 if there is none); answers the stored contacts, sorted by name, and the contact as stored',
    access: 'signedIn',
    body: contactModifyBody,
    response: contactResponses.modify,
    source: 'spec',
  }),
  e({
    method: 'POST',
    path: '/api/contact/delete',
    summary:
      'Designed companion of modify (not in SPEC.md §7): remove one contact (404 if there is none); answers the stored contacts, sorted by name',
    access: 'signedIn',
    body: contactDeleteBody,
    response: contactResponses.delete,
    source: 'design',
  }),
];
