import { SETTINGS_KEY } from '@/config';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from './settings';
import { settingsChanged, settingsReset, settingsSlice, settingsSynced } from './settingsSlice';

const reducer = settingsSlice.reducer;
const init = { type: '@@test/init' };

/** The defaults as SPEC.md §3 and §9 give them, written out so a changed default fails here. */
const SPEC_DEFAULTS: Settings = {
  mode: 'dark',
  i18n: 'pt',
  fontFamily: "'Roboto', sans-serif",
  borderRadius: 8,
  outlinedFilled: true,
  container: true,
  themeDirection: 'ltr',
  menuOrientation: 'vertical',
  miniDrawer: false,
  presetColor: 'default',
};

describe('settings slice', () => {
  it('starts from the spec defaults when nothing is stored', () => {
    expect(DEFAULT_SETTINGS).toEqual(SPEC_DEFAULTS);
    expect(reducer(undefined, init)).toEqual(SPEC_DEFAULTS);
  });

  it('starts from what is stored under berry-config-vite-ts', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...SPEC_DEFAULTS, mode: 'light', i18n: 'en' }));
    expect(reducer(undefined, init)).toEqual({ ...SPEC_DEFAULTS, mode: 'light', i18n: 'en' });
  });

  it('settingsChanged merges the changed fields and keeps the rest', () => {
    const state = reducer(SPEC_DEFAULTS, settingsChanged({ mode: 'light', borderRadius: 16 }));
    expect(state).toEqual({ ...SPEC_DEFAULTS, mode: 'light', borderRadius: 16 });

    const next = reducer(state, settingsChanged({ presetColor: 'theme3' }));
    expect(next).toEqual({ ...SPEC_DEFAULTS, mode: 'light', borderRadius: 16, presetColor: 'theme3' });
  });

  it('settingsReset restores every default', () => {
    const changed: Settings = {
      mode: 'light',
      i18n: 'fr',
      fontFamily: "'Inter', sans-serif",
      borderRadius: 20,
      outlinedFilled: false,
      container: false,
      themeDirection: 'rtl',
      menuOrientation: 'horizontal',
      miniDrawer: true,
      presetColor: 'theme6',
    };
    expect(reducer(changed, settingsReset())).toEqual(SPEC_DEFAULTS);
  });

  it('settingsSynced replaces the whole state with what the other tab stored', () => {
    const fromOtherTab: Settings = { ...SPEC_DEFAULTS, mode: 'light', presetColor: 'theme2' };
    const mine: Settings = { ...SPEC_DEFAULTS, borderRadius: 12, miniDrawer: true };
    expect(reducer(mine, settingsSynced(fromOtherTab))).toEqual(fromOtherTab);
  });
});

describe('parseSettings', () => {
  it('reads a complete stored object as it is', () => {
    const stored: Settings = {
      ...SPEC_DEFAULTS,
      mode: 'light',
      fontFamily: "'Poppins', sans-serif",
      borderRadius: 12,
      presetColor: 'theme4',
      i18n: 'es',
      themeDirection: 'rtl',
      menuOrientation: 'horizontal',
      miniDrawer: true,
      container: false,
      outlinedFilled: false,
    };
    expect(parseSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['null (nothing stored)', null],
    ['not JSON', '{not json'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['a string', '"dark"'],
    ['a boolean', 'true'],
    ['an array', '["light"]'],
  ])('gives the defaults for %s', (_label, raw) => {
    expect(parseSettings(raw)).toEqual(SPEC_DEFAULTS);
  });

  it('fills missing fields from the defaults', () => {
    expect(parseSettings(JSON.stringify({ mode: 'light' }))).toEqual({ ...SPEC_DEFAULTS, mode: 'light' });
  });

  it('lets a single bad field fall back on its own', () => {
    const stored = { ...SPEC_DEFAULTS, mode: 'sepia', presetColor: 'theme5', miniDrawer: true };
    expect(parseSettings(JSON.stringify(stored))).toEqual({
      ...SPEC_DEFAULTS,
      presetColor: 'theme5',
      miniDrawer: true,
    });

    expect(parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, miniDrawer: 'yes', mode: 'light' }))).toEqual({
      ...SPEC_DEFAULTS,
      mode: 'light',
    });
    expect(parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, presetColor: 'theme7' }))).toEqual(SPEC_DEFAULTS);
    expect(
      parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, menuOrientation: 'diagonal', container: false })),
    ).toEqual({ ...SPEC_DEFAULTS, container: false });
  });

  it('keeps the border radius within 4–24 px', () => {
    const radius = (borderRadius: unknown) =>
      parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, borderRadius })).borderRadius;
    expect(radius(4)).toBe(4);
    expect(radius(24)).toBe(24);
    expect(radius(3)).toBe(8);
    expect(radius(25)).toBe(8);
    expect(radius(-10)).toBe(8);
    expect(radius('12')).toBe(8);
  });

  it.each(['pt', 'pt-br', 'pt-BR', 'PT-BR'])('reads the language %s as pt', (i18n) => {
    expect(parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, mode: 'light', i18n }))).toEqual({
      ...SPEC_DEFAULTS,
      mode: 'light',
      i18n: 'pt',
    });
  });

  it('keeps the other supported languages and drops unknown ones', () => {
    const lang = (i18n: unknown) => parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, i18n })).i18n;
    expect(lang('en')).toBe('en');
    expect(lang('es')).toBe('es');
    expect(lang('fr')).toBe('fr');
    expect(lang('de')).toBe('pt');
    expect(lang(7)).toBe('pt');
  });

  it.each([
    ['Inter', "'Inter', sans-serif"],
    ['Poppins', "'Poppins', sans-serif"],
    ['Roboto', "'Roboto', sans-serif"],
    ["'Inter', sans-serif", "'Inter', sans-serif"],
  ] as const)('maps the font %s to %s', (stored, expected) => {
    expect(parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, fontFamily: stored })).fontFamily).toBe(expected);
  });

  it('falls back to Roboto for a font that is not offered', () => {
    const font = (fontFamily: unknown) =>
      parseSettings(JSON.stringify({ ...SPEC_DEFAULTS, fontFamily })).fontFamily;
    expect(font('Comic Sans MS')).toBe("'Roboto', sans-serif");
    expect(font('')).toBe("'Roboto', sans-serif");
    expect(font(12)).toBe("'Roboto', sans-serif");
  });
});
