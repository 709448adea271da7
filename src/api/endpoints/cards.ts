import { z } from 'zod/mini';
import { api } from '@/api/api';
import { cardAwardSchema, type CardAward } from '@/api/contract/domain';
import { envelopeSchema, listEnvelope, objEnvelope } from '@/api/contract/envelope';
import {
  catalogueCardSchema,
  rarityCountsSchema,
  studentCollectionSchema,
  type CardAwardBody,
  type CardInput,
  type CardUpdate,
  type CatalogueCard,
  type RarityCounts,
  type StudentCollection,
} from '@/api/contract/cards';

export interface CardListArgs {
  search?: string;
  rarity?: string;
  collection?: string;
  status?: 'active' | 'archived' | 'all';
  sort?: string;
}
export interface CardList {
  cards: CatalogueCard[];
  collections: string[];
}

export interface CardStudentsArgs {
  search?: string;
  rarity?: string;
  cardId?: string;
  onlyHolders?: boolean;
  page: number;
  pageSize: number;
}
export interface CardStudents {
  students: StudentCollection[];
  total: number;
  rarityCounts: RarityCounts;
  totalAwards: number;
}

const cardListAnswer = z.extend(listEnvelope(catalogueCardSchema), {
  collections: z._default(z.array(z.string()), []),
});
const studentsAnswer = z.extend(listEnvelope(studentCollectionSchema), {
  rarityCounts: rarityCountsSchema,
  totalAwards: z.int().check(z.nonnegative()),
});
const cardAnswer = objEnvelope(catalogueCardSchema);
const awardAnswer = objEnvelope(cardAwardSchema);
const collectionAnswer = listEnvelope(cardAwardSchema);

const clean = (args: object) =>
  Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== undefined && v !== '' && v !== false),
  ) as Record<string, string | number | boolean>;

/** The card game: the catalogue (admins edit it), the school's collections and awards. */
export const cardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCards: build.query<CardList, CardListArgs>({
      query: (args) => ({
        url: '/api/Card/all',
        params: clean(args),
        schema: cardListAnswer,
        fallbackId: 'errors.cards.getCards',
      }),
      transformResponse: (response: z.infer<typeof cardListAnswer>) => ({
        cards: response.lst,
        collections: response.collections,
      }),
      providesTags: (result) => [
        { type: 'Card', id: 'LIST' },
        ...(result?.cards.map((c) => ({ type: 'Card' as const, id: c.id })) ?? []),
      ],
    }),
    /** The cards a student holds (newest first): a school's student or a family's linked child. */
    getCardCollection: build.query<CardAward[], string>({
      query: (studentId) => ({
        url: '/api/Card/collection',
        params: { studentId },
        schema: collectionAnswer,
        fallbackId: 'errors.cards.getCardCollection',
      }),
      transformResponse: (response: z.infer<typeof collectionAnswer>) => response.lst,
      providesTags: (_result, _error, studentId) => [
        { type: 'Card', id: 'COLLECTIONS' },
        { type: 'Student', id: studentId },
      ],
    }),
    getCardStudents: build.query<CardStudents, CardStudentsArgs>({
      query: (args) => ({
        url: '/api/Card/students',
        params: clean(args),
        schema: studentsAnswer,
        fallbackId: 'errors.cards.getCardStudents',
      }),
      transformResponse: (response: z.infer<typeof studentsAnswer>) => ({
        students: response.lst,
        total: response.total ?? response.lst.length,
        rarityCounts: response.rarityCounts,
        totalAwards: response.totalAwards,
      }),
      providesTags: [{ type: 'Card', id: 'COLLECTIONS' }],
    }),
    awardCard: build.mutation<CardAward, { body: CardAwardBody; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/Card/award',
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: awardAnswer,
        fallbackId: 'errors.cards.awardCard',
      }),
      transformResponse: (response: z.infer<typeof awardAnswer>) => response.obj,
      invalidatesTags: (result, _error, { body }) =>
        result
          ? [
              { type: 'Card', id: 'COLLECTIONS' },
              { type: 'Card', id: 'LIST' },
              { type: 'Card', id: body.cardId },
              { type: 'Student', id: body.studentId },
            ]
          : [],
    }),
    createCard: build.mutation<CatalogueCard, CardInput>({
      query: (body) => ({
        url: '/api/Card/create',
        method: 'POST',
        data: body,
        schema: cardAnswer,
        fallbackId: 'errors.cards.createCard',
      }),
      transformResponse: (response: z.infer<typeof cardAnswer>) => response.obj,
      invalidatesTags: (result) => (result ? [{ type: 'Card', id: 'LIST' }] : []),
    }),
    updateCard: build.mutation<CatalogueCard, { id: string; body: CardUpdate }>({
      query: ({ id, body }) => ({
        url: `/api/Card/update/${encodeURIComponent(id)}`,
        method: 'PATCH',
        data: body,
        schema: cardAnswer,
        fallbackId: 'errors.cards.updateCard',
      }),
      transformResponse: (response: z.infer<typeof cardAnswer>) => response.obj,
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'Card', id: 'LIST' },
              { type: 'Card', id },
            ]
          : [],
    }),
    deleteCard: build.mutation<null, string>({
      query: (id) => ({
        url: `/api/Card/delete/${encodeURIComponent(id)}`,
        method: 'DELETE',
        schema: envelopeSchema,
        fallbackId: 'errors.cards.deleteCard',
      }),
      transformResponse: () => null,
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'Card', id: 'LIST' },
              { type: 'Card', id },
            ],
    }),
  }),
});

export const {
  useGetCardsQuery,
  useGetCardCollectionQuery,
  useGetCardStudentsQuery,
  useAwardCardMutation,
  useCreateCardMutation,
  useUpdateCardMutation,
  useDeleteCardMutation,
} = cardsApi;
