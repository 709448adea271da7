import type { FontFamily } from '@/store/settings';

// Self-hosted fonts: each family's CSS (and its latin woff2 files) loads only when that family is chosen.
const loaders: Record<FontFamily, () => Promise<unknown>> = {
  "'Roboto', sans-serif": () =>
    Promise.all([
      import('@fontsource/roboto/latin-400.css'),
      import('@fontsource/roboto/latin-500.css'),
      import('@fontsource/roboto/latin-700.css'),
    ]),
  "'Inter', sans-serif": () =>
    Promise.all([
      import('@fontsource/inter/latin-400.css'),
      import('@fontsource/inter/latin-500.css'),
      import('@fontsource/inter/latin-700.css'),
    ]),
  "'Poppins', sans-serif": () =>
    Promise.all([
      import('@fontsource/poppins/latin-400.css'),
      import('@fontsource/poppins/latin-500.css'),
      import('@fontsource/poppins/latin-700.css'),
    ]),
};

const loaded = new Map<FontFamily, Promise<unknown>>();

/** A prerendered page declares the default font itself (preloaded, with a metric-matched fallback). */
const declaredByPage = (font: FontFamily) =>
  font === "'Roboto', sans-serif" &&
  typeof document !== 'undefined' &&
  document.getElementById('lumi-default-font') !== null;

export function loadFont(font: FontFamily): Promise<unknown> {
  if (declaredByPage(font)) return Promise.resolve();
  let promise = loaded.get(font);
  if (!promise) {
    promise = loaders[font]().catch((error: unknown) => {
      loaded.delete(font);
      console.error('Font failed to load', error);
    });
    loaded.set(font, promise);
  }
  return promise;
}
