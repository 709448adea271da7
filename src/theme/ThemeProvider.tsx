import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// Our theme has no CSS variables: the system provider (what MUI's own provider renders for such a theme)
// leaves MUI's color-scheme machinery out of the boot.
import { ThemeProvider as MuiThemeProvider } from '@mui/system';
import type { Localization } from '@mui/material/locale';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadedMuiLocalization, loadMuiLocalization } from '@/i18n/locales';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { ltrCache } from './emotionCache';
import { loadFont } from './fonts';
import { buildTheme } from './theme';

/** The right-to-left style cache of each document: a cache writes its styles into the head it was made in. */
const rtlCaches = new WeakMap<Document, Promise<EmotionCache>>();

function loadRtlCache(): Promise<EmotionCache> {
  let cache = rtlCaches.get(document);
  if (!cache) {
    cache = Promise.all([import('stylis'), import('stylis-plugin-rtl')]).then(([stylis, rtl]) =>
      createCache({ key: 'muirtl', prepend: true, stylisPlugins: [stylis.prefixer, rtl.default] }),
    );
    rtlCaches.set(document, cache);
  }
  return cache;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const settings = useAppSelector(selectSettings);
  const [localization, setLocalization] = useState<Localization>(
    () => loadedMuiLocalization(settings.i18n) ?? {},
  );
  const [loadedRtlCache, setLoadedRtlCache] = useState<EmotionCache | null>(null);
  const rtl = settings.themeDirection === 'rtl';
  // Until the RTL plugin has loaded, keep the LTR cache rather than render nothing.
  const cache = rtl && loadedRtlCache ? loadedRtlCache : ltrCache;

  useEffect(() => {
    let active = true;
    // Usually already loaded for the first render (main.tsx): the same value leaves the theme as it is.
    const apply = (value: Localization) => {
      if (active) setLocalization((current) => (current === value ? current : value));
    };
    const ready = loadedMuiLocalization(settings.i18n);
    if (ready) queueMicrotask(() => apply(ready));
    else void loadMuiLocalization(settings.i18n).then(apply);
    return () => {
      active = false;
    };
  }, [settings.i18n]);

  useEffect(() => {
    void loadFont(settings.fontFamily);
  }, [settings.fontFamily]);

  useEffect(() => {
    document.documentElement.dir = settings.themeDirection;
    if (rtl) void loadRtlCache().then(setLoadedRtlCache);
  }, [rtl, settings.themeDirection]);

  const theme = useMemo(() => buildTheme(settings, localization), [settings, localization]);

  useEffect(() => {
    document.documentElement.style.colorScheme = settings.mode;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.background.default);
  }, [settings.mode, theme]);

  return (
    <CacheProvider value={cache}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </MuiThemeProvider>
    </CacheProvider>
  );
}
