/**
 * The parts of an avatar in the DiceBear "Lorelei" style (Lisa Wischofsky, CC0 1.0): the values the
 * page offers, the short URL key of each part and the message that names each value.
 */

/** The style's four face shapes. */
export const HEAD = ['variant01', 'variant02', 'variant03', 'variant04'] as const;

/** A curated set of the style's 48 hairs, short to long, that look distinct from each other. */
export const HAIR = [
  'variant01',
  'variant03',
  'variant05',
  'variant08',
  'variant10',
  'variant12',
  'variant15',
  'variant18',
  'variant21',
  'variant24',
  'variant27',
  'variant30',
  'variant34',
  'variant38',
  'variant42',
  'variant46',
] as const;

/** Half of the style's 24 eyes. */
export const EYES = [
  'variant01',
  'variant03',
  'variant05',
  'variant07',
  'variant09',
  'variant11',
  'variant13',
  'variant15',
  'variant17',
  'variant19',
  'variant21',
  'variant23',
] as const;

/** Mostly smiles, and a couple of sad mouths. */
export const MOUTH = [
  'happy01',
  'happy02',
  'happy03',
  'happy04',
  'happy05',
  'happy06',
  'happy07',
  'happy08',
  'happy09',
  'happy10',
  'sad01',
  'sad03',
] as const;

/** "none" is ours; the others are the style's five glasses. */
export const ACCESSORY = ['none', 'variant01', 'variant02', 'variant03', 'variant04', 'variant05'] as const;

/** Realistic skin tones, lightest first (hex without '#', as DiceBear takes them). */
export const SKIN = ['ffe4c0', 'f5d7b1', 'efcc9f', 'e2ba87', 'c99c62', 'a47539', '8c5a2b', '643d19'] as const;

export const HAIR_COLOR = [
  '220f00',
  '3a1a00',
  '71472d',
  'e2ba87',
  'd56c0c',
  'e9b729',
  '605de4',
  '238d80',
] as const;

/** Light backgrounds that keep every skin tone and hair colour readable; "transparent" draws none. */
export const BACKGROUND = [
  'b6e3f4',
  'c0aede',
  'd1d4f9',
  'ffd5dc',
  'ffdfbf',
  'fff1a8',
  'c7ecd0',
  'transparent',
] as const;

export interface AvatarOptions {
  head: (typeof HEAD)[number];
  skin: (typeof SKIN)[number];
  hair: (typeof HAIR)[number];
  hairColor: (typeof HAIR_COLOR)[number];
  eyes: (typeof EYES)[number];
  mouth: (typeof MOUTH)[number];
  accessory: (typeof ACCESSORY)[number];
  background: (typeof BACKGROUND)[number];
}

export type AvatarPart = keyof AvatarOptions;

export const DEFAULT_AVATAR: AvatarOptions = {
  head: 'variant01',
  skin: 'e2ba87',
  hair: 'variant01',
  hairColor: '3a1a00',
  eyes: 'variant21',
  mouth: 'happy01',
  accessory: 'none',
  background: 'b6e3f4',
};

interface PartSpec<P extends AvatarPart> {
  /** The search parameter that keeps the part in a shared link. */
  key: string;
  values: readonly AvatarOptions[P][];
  /** Colours are shown as swatches, shapes as small previews of the avatar. */
  kind: 'shape' | 'colour';
}

/** Every part in the order the page shows its controls. */
export const PARTS: { readonly [P in AvatarPart]: PartSpec<P> } = {
  head: { key: 'f', values: HEAD, kind: 'shape' },
  skin: { key: 's', values: SKIN, kind: 'colour' },
  hair: { key: 'h', values: HAIR, kind: 'shape' },
  hairColor: { key: 'hc', values: HAIR_COLOR, kind: 'colour' },
  eyes: { key: 'e', values: EYES, kind: 'shape' },
  mouth: { key: 'm', values: MOUTH, kind: 'shape' },
  accessory: { key: 'a', values: ACCESSORY, kind: 'shape' },
  background: { key: 'bg', values: BACKGROUND, kind: 'colour' },
};

export const PART_ORDER = Object.keys(PARTS) as AvatarPart[];

/** The message id of a part's name ("Cabelo"). */
export const partLabelId = (part: AvatarPart) => `avatar.part.${part}`;

/** A message to format: its id and ICU arguments. */
export interface ValueLabel {
  id: string;
  values?: Record<string, number>;
}

/** Parts whose drawings have no names: each value is named by its place in the list ("Cabelo 7"). */
const NUMBERED: readonly AvatarPart[] = ['head', 'hair', 'eyes', 'mouth'];

/** The message of one value's name: "Azul-céu" for colours, "Cabelo 7" or "Óculos 2" for drawings. */
export function valueLabel(part: AvatarPart, value: string): ValueLabel {
  const n = (PARTS[part].values as readonly string[]).indexOf(value) + 1;
  if (NUMBERED.includes(part)) return { id: `avatar.${part}.numbered`, values: { n } };
  if (part === 'accessory' && value !== 'none')
    return { id: 'avatar.accessory.glasses', values: { n: n - 1 } };
  return { id: `avatar.${part}.${value}` };
}
