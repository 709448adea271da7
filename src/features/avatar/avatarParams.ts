import { DEFAULT_AVATAR, PART_ORDER, PARTS, type AvatarOptions, type AvatarPart } from './avatarParts';

/** Whether `value` is one the style offers for `part`. */
export function isPartValue<P extends AvatarPart>(part: P, value: string | null): value is AvatarOptions[P] {
  return value !== null && (PARTS[part].values as readonly string[]).includes(value);
}

/** The avatar a link describes: each part from its short key; a missing or unknown value keeps the default. */
export function parseAvatarParams(params: URLSearchParams): AvatarOptions {
  const options: AvatarOptions = { ...DEFAULT_AVATAR };
  for (const part of PART_ORDER) {
    const value = params.get(PARTS[part].key);
    if (isPartValue(part, value)) Object.assign(options, { [part]: value });
  }
  return options;
}

/**
 * The avatar as search parameters, every part written so a shared link stays the same avatar even if
 * the defaults change. Parameters that are not the avatar's are kept.
 */
export function toAvatarParams(options: AvatarOptions, keep?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(keep);
  for (const part of PART_ORDER) params.set(PARTS[part].key, options[part]);
  return params;
}

export function sameAvatar(a: AvatarOptions, b: AvatarOptions): boolean {
  return PART_ORDER.every((part) => a[part] === b[part]);
}

/** A random avatar; `random` returns a number in [0, 1) (Math.random, or a seeded one in tests). */
export function randomAvatar(random: () => number = Math.random): AvatarOptions {
  const pick = <P extends AvatarPart>(part: P): AvatarOptions[P] => {
    const values = PARTS[part].values;
    return values[Math.floor(random() * values.length) % values.length] ?? DEFAULT_AVATAR[part];
  };
  return {
    head: pick('head'),
    skin: pick('skin'),
    hair: pick('hair'),
    hairColor: pick('hairColor'),
    eyes: pick('eyes'),
    mouth: pick('mouth'),
    accessory: pick('accessory'),
    background: pick('background'),
  };
}
