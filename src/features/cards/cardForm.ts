import type { Control } from 'react-hook-form';
import { z } from 'zod/mini';
import { cardInputSchema, type CardInput, type CatalogueCard } from '@/api/contract/cards';
import { raritySchema } from '@/api/contract/domain';
import { integerOf, integerText, limitsOf } from '@/components/form/numberText';
import { maxLengthOf } from '@/components/form/schemaLimits';

export const MAX_ATTRIBUTES = 6;
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** An attribute's value, as the API takes it (0 to 10). */
const ATTRIBUTE_VALUE = limitsOf(cardInputSchema.shape.attributes._zod.def.valueType);
/** The longest name and description the API takes. */
export const CARD_NAME_MAX = maxLengthOf(cardInputSchema.shape.name);
export const CARD_DESCRIPTION_MAX = maxLengthOf(cardInputSchema.shape.description);

/** The editor's shape: attributes as rows (key, value) so they keep their order while typing. */
export const cardFormSchema = z.object({
  name: cardInputSchema.shape.name,
  rarity: raritySchema,
  collection: cardInputSchema.shape.collection,
  description: z.string().check(z.trim(), z.maxLength(200, 'cards.form.descriptionTooLong')),
  imageUrl: z.nullable(z.string()),
  attributes: z
    .array(
      z.object({
        key: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'cards.form.attributeKeyRequired'),
            z.maxLength(20, 'cards.form.attributeKeyTooLong'),
          ),
        /** As typed: "7", never rounded or clamped. */
        value: integerText(ATTRIBUTE_VALUE),
      }),
    )
    .check(
      z.maxLength(MAX_ATTRIBUTES, 'cards.form.attributesTooMany'),
      z.superRefine((rows, ctx) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const key = row.key.trim().toLowerCase();
          if (key && seen.has(key))
            ctx.addIssue({ code: 'custom', message: 'cards.form.attributeDuplicate', path: [index, 'key'] });
          seen.add(key);
        });
      }),
    ),
});
export type CardForm = z.infer<typeof cardFormSchema>;
export type CardFormControl = Control<CardForm>;

/** The fields the server may name in its answer. */
export const CARD_FIELDS = ['name', 'rarity', 'collection', 'description', 'imageUrl', 'attributes'] as const;

export function toForm(card: CatalogueCard | null): CardForm {
  return {
    name: card?.name ?? '',
    rarity: card?.rarity ?? 'common',
    collection: card?.collection ?? '',
    description: card?.description ?? '',
    imageUrl: card?.imageUrl ?? null,
    attributes: card
      ? Object.entries(card.attributes).map(([key, value]) => ({ key, value: String(value) }))
      : [
          { key: 'força', value: '5' },
          { key: 'sabedoria', value: '5' },
        ],
  };
}

export function toInput(form: CardForm): CardInput {
  return {
    name: form.name.trim(),
    rarity: form.rarity,
    collection: form.collection.trim(),
    description: form.description.trim(),
    imageUrl: form.imageUrl,
    attributes: Object.fromEntries(form.attributes.map((a) => [a.key.trim(), integerOf(a.value) ?? 0])),
  };
}
