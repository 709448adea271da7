import { z } from 'zod';
import { e, admin, company, type Endpoint } from './common';
import * as d from './domain';
import { envelopeSchema, listEnvelope, objEnvelope } from './envelope';

/** The Lumi card game: the catalogue, students' collections and awards. */

/** A catalogue card with how many students hold it. */
export const catalogueCardSchema = d.cardSchema.extend({ held: z.number().int().nonnegative().default(0) });
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const rarityCountsSchema = z.object({
  common: z.number().int().nonnegative(),
  rare: z.number().int().nonnegative(),
  epic: z.number().int().nonnegative(),
  legendary: z.number().int().nonnegative(),
});
export type RarityCounts = z.infer<typeof rarityCountsSchema>;

/** A student of the school with the cards they hold (newest first). */
export const studentCollectionSchema = z.object({
  student: d.studentSchema.pick({ id: true, name: true, grade: true, avatarUrl: true }),
  awards: z.array(d.cardAwardSchema),
});
export type StudentCollection = z.infer<typeof studentCollectionSchema>;

const attributeKey = z
  .string()
  .min(1, 'cards.form.attributeKeyRequired')
  .max(20, 'cards.form.attributeKeyTooLong');

/** The card form: what an admin types; the same schema guards the server. */
export const cardInputSchema = z.object({
  name: z.string().trim().min(2, 'cards.form.nameRequired').max(40, 'cards.form.nameTooLong'),
  rarity: d.raritySchema,
  collection: z
    .string()
    .trim()
    .min(2, 'cards.form.collectionRequired')
    .max(40, 'cards.form.collectionTooLong'),
  description: z.string().trim().max(200, 'cards.form.descriptionTooLong').default(''),
  /** A data URL made in the browser (resized) or a stored image path; null for none. */
  imageUrl: z.string().max(400_000, 'cards.form.imageTooLarge').nullable(),
  attributes: z
    .record(
      attributeKey,
      z.number().int().min(0, 'cards.form.attributeRange').max(10, 'cards.form.attributeRange'),
    )
    .refine((value) => Object.keys(value).length <= 6, 'cards.form.attributesTooMany'),
});
export type CardInput = z.infer<typeof cardInputSchema>;

export const cardUpdateSchema = cardInputSchema.partial().extend({ archived: z.boolean().optional() });
export type CardUpdate = z.infer<typeof cardUpdateSchema>;

export const cardAwardBodySchema = z.object({
  studentId: z.string().min(1, 'cards.award.studentRequired'),
  cardId: z.string().min(1, 'cards.award.cardRequired'),
  reason: z.string().trim().min(3, 'cards.award.reasonRequired').max(140, 'cards.award.reasonTooLong'),
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
      search: z.string().optional(),
      rarity: z.string().optional(),
      collection: z.string().optional(),
      status: z.enum(['active', 'archived', 'all']).optional(),
      sort: z.string().optional(),
      page: z.number().int().optional(),
      pageSize: z.number().int().optional(),
    }),
    response: listEnvelope(catalogueCardSchema).extend({ collections: z.array(z.string()).default([]) }),
    source: 'design',
  }),
  e({
    method: 'GET',
    path: '/api/Card/collection',
    summary: 'Cards held (?studentId= or ?schoolId=)',
    access: 'signedIn',
    query: z.object({ studentId: z.string().optional(), schoolId: z.string().optional() }),
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
      search: z.string().optional(),
      rarity: z.string().optional(),
      cardId: z.string().optional(),
      onlyHolders: z.string().optional(),
      page: z.number().int().optional(),
      pageSize: z.number().int().optional(),
    }),
    response: listEnvelope(studentCollectionSchema).extend({
      rarityCounts: rarityCountsSchema,
      totalAwards: z.number().int().nonnegative(),
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
