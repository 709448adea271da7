import { z } from 'zod/mini';
import { e, admin, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** The Lumi card game: the catalogue, students' collections and awards. */

/** A catalogue card with how many students hold it. */
export const catalogueCardSchema = z.extend(d.cardSchema, {
  held: z._default(z.int().check(z.nonnegative()), 0),
});
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const rarityCountsSchema = z.object({
  common: z.int().check(z.nonnegative()),
  rare: z.int().check(z.nonnegative()),
  epic: z.int().check(z.nonnegative()),
  legendary: z.int().check(z.nonnegative()),
});
export type RarityCounts = z.infer<typeof rarityCountsSchema>;

/** A student of the school with the cards they hold (newest first). */
export const studentCollectionSchema = z.object({
  student: z.pick(d.studentSchema, { id: true, name: true, grade: true, avatarUrl: true }),
  awards: z.array(d.cardAwardSchema),
});
export type StudentCollection = z.infer<typeof studentCollectionSchema>;

const attributeKey = z
  .string()
  .check(
    z.minLength(1, 'cards.form.attributeKeyRequired'),
    z.maxLength(20, 'cards.form.attributeKeyTooLong'),
  );

/** The card form: what an admin types; the same schema guards the server. */
export const cardInputSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(2, 'cards.form.nameRequired'), z.maxLength(40, 'cards.form.nameTooLong')),
  rarity: d.raritySchema,
  collection: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'cards.form.collectionRequired'),
      z.maxLength(40, 'cards.form.collectionTooLong'),
    ),
  description: z._default(z.string().check(z.trim(), z.maxLength(200, 'cards.form.descriptionTooLong')), ''),
  /** A data URL made in the browser (resized) or a stored image path; null for none. */
  imageUrl: z.nullable(z.string().check(z.maxLength(400_000, 'cards.form.imageTooLarge'))),
  attributes: z
    .record(
      attributeKey,
      z.int().check(z.gte(0, 'cards.form.attributeRange'), z.lte(10, 'cards.form.attributeRange')),
    )
    .check(z.refine((value) => Object.keys(value).length <= 6, 'cards.form.attributesTooMany')),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const cardUpdateSchema = z.extend(z.partial(cardInputSchema), { archived: z.optional(z.boolean()) });
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const cardAwardBodySchema = z.object({
  studentId: z.string().check(z.minLength(1, 'cards.award.studentRequired')),
  cardId: z.string().check(z.minLength(1, 'cards.award.cardRequired')),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'cards.award.reasonRequired'),
      z.maxLength(140, 'cards.award.reasonTooLong'),
    ),
});
export type CardAwardBody = z.infer<typeof cardAwardBodySchema>;

export const cardsEndpoints = (): readonly Endpoint[] => [
  e({
    method: 'GET',
    path: '/api/Card/all',
    summary:
      'The card catalogue with how many are held (?search, rarity, collection, status=active|archived|all; page/pageSize optional: without them, all)',
    access: 'signedIn',
    query: z.object({
      search: z.optional(z.string()),
      rarity: z.optional(z.string()),
      collection: z.optional(z.string()),
      status: z.optional(z.enum(['active', 'archived', 'all'])),
      sort: z.optional(z.string()),
      page: z.optional(z.int()),
      pageSize: z.optional(z.int()),
    }),
    response: z.extend(listEnvelope(catalogueCardSchema), {
      collections: z._default(z.array(z.string()), []),
    }),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/collection',
    summary: 'Cards held (?studentId= or ?schoolId=)',
    access: 'signedIn',
    query: z.object({ studentId: z.optional(z.string()), schoolId: z.optional(z.string()) }),
    response: listEnvelope(d.cardAwardSchema),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/students',
    summary:
      "The school's active students with the cards each holds (?search, rarity, cardId, onlyHolders, page, pageSize) and the rarity counts of the cards its students hold",
    access: [company],
    query: z.object({
      search: z.optional(z.string()),
      rarity: z.optional(z.string()),
      cardId: z.optional(z.string()),
      onlyHolders: z.optional(z.string()),
      page: z.optional(z.int()),
      pageSize: z.optional(z.int()),
    }),
    response: z.extend(listEnvelope(studentCollectionSchema), {
      rarityCounts: rarityCountsSchema,
      totalAwards: z.int().check(z.nonnegative()),
    }),
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Card/award',
    summary: 'Give a card to a student of the school (Idempotency-Key: a double tap gives one card)',
    access: [company],
    body: cardAwardBodySchema,
    response: objEnvelope(d.cardAwardSchema),
    idempotent: true,
    source: 'design',
  }),
  e({
    method: 'POST',
    path: '/api/Card/create',
    summary: 'Add a card to the catalogue',
    access: [admin],
    body: cardInputSchema,
    response: objEnvelope(catalogueCardSchema),
    source: 'design',
  }),
  e({
    method: 'PATCH',
    path: '/api/Card/update/:id',
    summary: 'Edit a card, or archive/restore it (archived cards are no longer awarded)',
    access: [admin],
    body: cardUpdateSchema,
    response: objEnvelope(catalogueCardSchema),
    source: 'design',
  }),
  e({
    method: 'DELETE',
    path: '/api/Card/delete/:id',
    summary: 'Delete a card nobody holds (a held card is archived instead: 409)',
    access: [admin],
    response: envelopeSchema,
    source: 'design',
  }),
];
