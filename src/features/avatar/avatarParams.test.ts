import { DEFAULT_AVATAR, PARTS, type AvatarOptions } from './avatarParts';
import { parseAvatarParams, randomAvatar, sameAvatar, toAvatarParams } from './avatarParams';

const BRAIDS: AvatarOptions = {
  head: 'variant03',
  skin: 'a47539',
  hair: 'variant24',
  hairColor: '605de4',
  eyes: 'variant09',
  mouth: 'happy05',
  accessory: 'variant02',
  background: 'ffd5dc',
};

describe('avatar ↔ link', () => {
  test('every part is written under its short key and read back the same', () => {
    const params = toAvatarParams(BRAIDS);
    expect(params.toString()).toBe(
      'f=variant03&s=a47539&h=variant24&hc=605de4&e=variant09&m=happy05&a=variant02&bg=ffd5dc',
    );
    expect(parseAvatarParams(params)).toEqual(BRAIDS);
  });

  test('no parameters is the default avatar', () => {
    expect(parseAvatarParams(new URLSearchParams())).toEqual(DEFAULT_AVATAR);
  });

  test('an unknown or malformed value keeps that part’s default, the others are read', () => {
    const parsed = parseAvatarParams(
      new URLSearchParams('h=dreads&hc=%23605de4&e=variant13&bg=FFD5DC&s=&f=variant05'),
    );
    expect(parsed).toEqual({ ...DEFAULT_AVATAR, eyes: 'variant13' });
  });

  test('an old Big Smile link does not break: its drawings fall back to the defaults, its colours are kept', () => {
    const old = 's=a47539&h=braids&hc=605de4&e=starstruck&m=gapSmile&a=glasses&bg=ffd5dc';
    expect(parseAvatarParams(new URLSearchParams(old))).toEqual({
      ...DEFAULT_AVATAR,
      skin: 'a47539',
      hairColor: '605de4',
      background: 'ffd5dc',
    });
  });

  test('other parameters of the page are kept when the avatar is written', () => {
    const params = toAvatarParams(BRAIDS, new URLSearchParams('utm_source=zap&h=variant01'));
    expect(params.get('utm_source')).toBe('zap');
    expect(params.get('h')).toBe('variant24');
  });
});

describe('random avatar', () => {
  test('draws every part from the values the style offers', () => {
    let n = 0;
    const sequence = () => (n++ * 0.37) % 1;
    for (let i = 0; i < 20; i++) {
      const avatar = randomAvatar(sequence);
      for (const [part, spec] of Object.entries(PARTS)) {
        expect(spec.values).toContain(avatar[part as keyof AvatarOptions]);
      }
    }
  });

  test('the ends of the random range stay in bounds', () => {
    expect(randomAvatar(() => 0)).toEqual({
      head: PARTS.head.values[0],
      skin: PARTS.skin.values[0],
      hair: PARTS.hair.values[0],
      hairColor: PARTS.hairColor.values[0],
      eyes: PARTS.eyes.values[0],
      mouth: PARTS.mouth.values[0],
      accessory: PARTS.accessory.values[0],
      background: PARTS.background.values[0],
    });
    expect(randomAvatar(() => 0.999999).background).toBe(PARTS.background.values.at(-1));
  });

  test('sameAvatar compares every part', () => {
    expect(sameAvatar(BRAIDS, { ...BRAIDS })).toBe(true);
    expect(sameAvatar(BRAIDS, { ...BRAIDS, accessory: 'none' })).toBe(false);
  });
});
