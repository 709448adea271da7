import { DEFAULT_AVATAR, PARTS } from './avatarParts';
import { avatarSvg, svgDataUrl } from './avatarSvg';

const decode = (dataUrl: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(dataUrl.split(',')[1] ?? ''), (c) => c.charCodeAt(0)));

describe('avatar SVG', () => {
  test('draws the chosen colours, at the asked size, with the style’s licence inside', () => {
    const svg = avatarSvg({ ...DEFAULT_AVATAR, skin: '643d19', hairColor: '238d80' }, 512);
    expect(svg).toMatch(/^<svg[^>]+width="512" height="512"/);
    expect(svg).toContain('fill="#643d19"');
    expect(svg).toContain('#238d80');
    expect(svg).toContain('<rect fill="#b6e3f4"');
    expect(svg).toContain('Lisa Wischofsky');
    expect(svg).toContain('https://creativecommons.org/publicdomain/zero/1.0/');
  });

  test('"none" draws no accessory and "transparent" no background', () => {
    const plain = avatarSvg({ ...DEFAULT_AVATAR, background: 'transparent' });
    const withGlasses = avatarSvg({ ...DEFAULT_AVATAR, background: 'transparent', accessory: 'variant01' });
    expect(plain).not.toContain('<rect fill=');
    expect(withGlasses.length).toBeGreaterThan(plain.length);
  });

  test('the same choice is the same picture, and each face shape is its own', () => {
    expect(avatarSvg(DEFAULT_AVATAR)).toBe(avatarSvg({ ...DEFAULT_AVATAR }));
    const heads = PARTS.head.values.map((head) => avatarSvg({ ...DEFAULT_AVATAR, head }));
    expect(new Set(heads).size).toBe(PARTS.head.values.length);
  });

  test('a data URL keeps every character (the licence note has typographic quotes)', () => {
    const svg = avatarSvg(DEFAULT_AVATAR);
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(decode(url)).toBe(svg);
    expect(svg).toMatch(/[„”]/);
  });
});
