// What every test with a DOM shares: jest-dom matchers, cleanup, no animations, everything on screen,
// and styles cut down to what a test can observe. The mock API comes with tests/setup.api.ts.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import * as React from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { forgetNotices } from '@/components/feedback/notify';
import { loadGridText } from '@/components/grid/gridText';
import { ltrCache } from '@/theme/emotionCache';

/*
 * The app's styles, cut down to what a test can observe. Every query by role or name asks happy-dom for
 * the computed style of each element it looks at (is it hidden?), and happy-dom answers by matching the
 * element and its ancestors against every rule in the document: with MUI's hundreds of emotion rules that
 * was half of the suite's time. Tests read only whether an element is shown (display, visibility, also
 * inside media queries) and whether it takes pointer events, so the test cache keeps those declarations
 * and drops every rule left empty: about 4 rules in 5.
 */
vi.mock('@/theme/emotionCache', async () => {
  const { default: createCache } = await import('@emotion/cache');
  const OBSERVED = new Set(['display', 'visibility', 'pointer-events']);
  interface StylisElement {
    type: string;
    props: unknown;
    children: StylisElement[] | string;
  }
  const observed = (element: StylisElement): boolean =>
    element.type === 'decl'
      ? OBSERVED.has(String(element.props))
      : Array.isArray(element.children) && element.children.some(observed);
  // A stylis middleware: an element turned into a comment is written out as nothing.
  const observedOnly = (element: StylisElement) => {
    const styled = element.type === 'decl' || element.type === 'rule' || element.type.startsWith('@');
    if (styled && !observed(element)) element.type = 'comm';
  };
  return { ltrCache: createCache({ key: 'mui', prepend: true, stylisPlugins: [observedOnly] }) };
});

/*
 * MUI's transitions take no time in tests (as MUI's testing guide suggests): a dialog, menu or snackbar
 * is there or gone at once, instead of each test waiting out its enter and exit timers.
 */
vi.mock('@/theme/theme', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/theme/theme')>();
  return {
    ...actual,
    buildTheme: (...args: Parameters<typeof actual.buildTheme>) => {
      const theme = actual.buildTheme(...args);
      const duration = theme.transitions.duration;
      for (const key of Object.keys(duration) as (keyof typeof duration)[]) duration[key] = 0;
      theme.transitions.create = () => 'none';
      return theme;
    },
  };
});

/*
 * React's development build records an "owner stack" for every element it creates (an Error captured
 * and a console task started per element, for the browser's dev tools): about a sixth of a page test's
 * time in happy-dom, and nothing a test reads. React itself stops recording after 10 000 elements a
 * second; here the counter always reads as past that limit. Component stacks in React's warnings still
 * come from the rendered tree.
 */
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });

/*
 * happy-dom answers an element's toString() with its outerHTML, where a browser answers
 * "[object HTMLDivElement]". Popper.js (MUI's tooltips and autocompletes, the data grid's menus and
 * panels) asks it on every position update to tell a window from an element, and for <html> and <body>
 * that serialized the whole page each time: about a tenth of a grid page's test time. Elements answer
 * as a browser's do.
 */
if (typeof Element !== 'undefined')
  Object.defineProperty(Element.prototype, 'toString', {
    configurable: true,
    writable: true,
    value: function toString(this: object) {
      return `[object ${this.constructor.name}]`;
    },
  });

/*
 * Unit files share one module graph (vitest.config.ts), but each file has a new document: the style cache
 * forgets what it wrote into the last one and writes into this one's head.
 */
beforeAll(() => {
  // A file in the node environment (the HTTP server, the prerender output) has no document.
  if (typeof document === 'undefined') return;
  ltrCache.sheet.flush();
  ltrCache.sheet.container = document.head;
  ltrCache.inserted = {};
});

/*
 * The data grid's texts in every language, there before the tests, as they are in a browser once a grid has
 * been shown: a grid that asks for them suspends until they arrive (src/components/grid/AppDataGrid.tsx),
 * and a query made at once after rendering found its skeleton instead, depending on the files' order. The
 * wait itself is tested in AppDataGrid.test.tsx and, in the browser, in tests/e2e/shell.spec.ts.
 */
beforeAll(async () => {
  await Promise.all((['pt', 'en', 'es', 'fr'] as const).map((language) => loadGridText(language)));
});

// Lazy pages load on first use; give async queries room on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
// happy-dom leaves cancelled animations' promises unhandled; tests need no animation anyway.
MotionGlobalConfig.skipAnimations = true;

// Tests have no layout: every observed element counts as on screen (lazy sections render at once).
class VisibleIntersectionObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = VisibleIntersectionObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  // A notice sent after the test's app unmounted waits for no one.
  forgetNotices();
  // A test's fake clock never reaches the next test.
  vi.useRealTimers();
  // Node-environment tests (the build-time renderer) have no storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // stubScreenWidth also sizes the window for CSS breakpoints: back to happy-dom's default.
  if (typeof window !== 'undefined') {
    const { happyDOM } = window as unknown as {
      happyDOM?: { setViewport(size: { width: number; height: number }): void };
    };
    happyDOM?.setViewport({ width: 1024, height: 768 });
  }
});
