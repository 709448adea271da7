/**
 * The parts of an avatar in the DiceBear "Big Smile" style (Ashley Seo, CC BY 4.0): the values the
 * style offers, the short URL key of each part and the message id that names each value.
 */

export const HAIR = [
  'curlyBob',
  'shortHair',
  'curlyShortHair',
  'wavyBob',
  'straightHair',
  'braids',
  'bunHair',
  'froBun',
  'bangs',
  'bowlCutHair',
  'mohawk',
  'halfShavedHead',
  'shavedHead',
] as const;

export const EYES = [
  'cheery',
  'normal',
  'starstruck',
  'winking',
  'sleepy',
  'confused',
  'sad',
  'angry',
] as const;

export const MOUTH = [
  'openedSmile',
  'teethSmile',
  'gapSmile',
  'kawaii',
  'braces',
  'awkwardSmile',
  'unimpressed',
  'openSad',
] as const;

/** "none" is ours: the style draws an accessory only when one is asked for. */
export const ACCESSORY = [
  'none',
  'glasses',
  'sunglasses',
  'catEars',
  'sailormoonCrown',
  'clownNose',
  'mustache',
  'sleepMask',
  'faceMask',
] as const;

/** The style's skin tones, lightest first (hex without '#', as DiceBear takes them). */
export const SKIN = ['ffe4c0', 'f5d7b1', 'efcc9f', 'e2ba87', 'c99c62', 'a47539', '8c5a2b', '643d19'] as const;

/** The style's hair colours. */
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
  skin: 'e2ba87',
  hair: 'curlyBob',
  hairColor: '3a1a00',
  eyes: 'cheery',
  mouth: 'openedSmile',
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

/** The message id of one value's name ("Tranças", "Azul-céu"). */
export const valueLabelId = (part: AvatarPart, value: string) => `avatar.${part}.${value}`;
