import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import type { AvatarOptions } from './avatarParts';

/** Side of the downloaded and saved picture, in pixels. */
export const AVATAR_SIZE = 512;

/**
 * The theme colour behind a drawing with no background of its own: a fixed light grey in light and
 * dark mode alike, as the style's black outlines would vanish on a dark paper.
 */
export const SHAPE_TILE = 'grey.100';

/** A close-up: DiceBear's scale and shifts, in percent. */
export interface AvatarView {
  scale: number;
  translateX?: number;
  translateY?: number;
}

/** The avatar as SVG text, drawn in the browser (no network): every part is asked for explicitly. */
export function avatarSvg(options: AvatarOptions, size?: number, view?: AvatarView): string {
  const glasses = options.accessory === 'none' ? [] : [options.accessory];
  return createAvatar(lorelei, {
    size,
    ...view,
    head: [options.head],
    skinColor: [options.skin],
    hair: [options.hair],
    hairColor: [options.hairColor],
    eyes: [options.eyes],
    eyebrows: ['variant01'],
    nose: ['variant01'],
    mouth: [options.mouth],
    glasses,
    glassesProbability: glasses.length ? 100 : 0,
    // Parts the page does not offer are never drawn, so the same choices are always the same picture.
    earringsProbability: 0,
    frecklesProbability: 0,
    beardProbability: 0,
    hairAccessoriesProbability: 0,
    backgroundColor: options.background === 'transparent' ? [] : [options.background],
  }).toString();
}

/** SVG text as a base64 data URL (UTF-8 safe: the style's licence note has typographic quotes). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The SVG drawn on a square canvas, as a PNG data URL. */
export async function svgToPngDataUrl(svg: string, size = AVATAR_SIZE): Promise<string> {
  const image = new Image(size, size);
  image.src = svgDataUrl(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}

/** Offers a data URL as a file to save (the browser's save dialog or downloads bar). */
export function saveDataUrl(filename: string, dataUrl: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = filename;
  link.click();
}
