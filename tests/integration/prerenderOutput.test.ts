// @vitest-environment node
import { vi } from 'vitest';
import { renderPage } from '@/app/entry-server';
import { resetCatalogue } from '@/i18n/catalogue';
import { ltrCache } from '@/theme/emotionCache';

// This file checks the critical CSS itself: the whole style cache, not the cut-down one of tests/setup.ts.
vi.unmock('@/theme/emotionCache');

// What scripts/prerender.mjs writes for each public page, rendered in Node as the build does.
const PAGES = [
  ['/', 'Eventos, cursos e a vida escolar'],
  ['/para-voce', 'Para famílias'],
  ['/educadores', 'Para educadores'],
  ['/empresas', 'Para empresas'],
  ['/pages/terms-conditions', 'Termos'],
  ['/whitelist', 'Lumi'],
  ['/eventos', 'Eventos'],
  ['/eventos/:id', 'Lumi'],
] as const;

describe('prerendered public pages (build time, Node)', () => {
  it.each(PAGES)('%s: markup in pt-BR, its critical CSS and its title', async (path, text) => {
    resetCatalogue('pt');
    const page = await renderPage(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain(text);
    // Styles for the classes the markup uses, tagged for emotion to adopt in the browser.
    expect(page.styles).toMatch(/<style data-emotion="mui [^"]+"[^>]*>[^<]*\.mui-/);
    // Whole rules, colours included (not only what decides visibility).
    expect(page.styles).toMatch(/\.mui-[\w-]+\{[^}]*\bcolor:/);
    // Every class of the markup whose style has rules brings them along.
    const names = new Set([...page.html.matchAll(/\bmui-([\w-]+)/g)].map((m) => m[1] ?? ''));
    const withRules = [...names].filter((name) => {
      const rule = ltrCache.inserted[name];
      return typeof rule === 'string' && rule !== '';
    });
    expect(withRules.length).toBeGreaterThan(10);
    for (const name of withRules) expect(page.styles, name).toContain(`.mui-${name}`);
    expect(page.title).toMatch(/ \| Lumi$|^Lumi$/);
  });

  it('an unknown path is not prerendered as a page', async () => {
    resetCatalogue('pt');
    expect((await renderPage('/nao-existe')).status).toBe(404);
  });
});
