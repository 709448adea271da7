import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { DEFAULT_SETTINGS, type Settings } from '@/store/settings';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

async function openFamilyHome(themeDirection: Settings['themeDirection']) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  renderApp({
    route: '/cliente/boas-vindas',
    preloadedState: {
      ...sessionState(DEMO_USERS.client),
      settings: { ...DEFAULT_SETTINGS, themeDirection },
    },
  });
  await screen.findByRole('heading', { level: 1, name: /Olá/ }, FIRST_LOAD);
  return screen.findByRole('region', { name: t('family.welcome.children') });
}

/** The element whose own text holds `text` (a time range, a count), not one of its ancestors. */
function textElement(container: HTMLElement, text: RegExp): HTMLElement {
  const found = within(container).getAllByText((_content, el) => {
    const own = [...(el?.childNodes ?? [])]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('');
    return text.test(own);
  });
  const first = found[0];
  if (!first) throw new Error(`no element with ${String(text)}`);
  return first;
}

describe('right to left keeps Portuguese readable', () => {
  test('in RTL a time range, a count and a sentence take their direction from their own text; the page stays RTL', async () => {
    const children = await openFamilyHome('rtl');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));

    // "16:00–17:30" of a class, "Presença … 89%" and "Nenhuma aula no momento.": each reads as written.
    for (const text of [/\d{2}:\d{2}–\d{2}:\d{2}/, /\d+\s?%/, new RegExp(t('family.welcome.noClasses'))]) {
      const element = textElement(children, text);
      const style = getComputedStyle(element);
      expect(style.unicodeBidi, String(text)).toBe('plaintext');
      // It keeps the page's alignment (the inherited one, read in the parent's RTL direction) instead
      // of the left its own LTR paragraph would give it; the direction, and so the layout, stays RTL.
      expect(style.textAlign, String(text)).toMatch(/match-parent$/);
    }
  });

  test('the login page isolates a phone number the same way', async () => {
    renderApp({
      route: '/login',
      preloadedState: { ...sessionState(null), settings: { ...DEFAULT_SETTINGS, themeDirection: 'rtl' } },
    });
    // The demo accounts' chips: "Família · (11) 92222-2222".
    const phones = await screen.findAllByText(/\(11\) 9\d{4}-\d{4}/, {}, FIRST_LOAD);
    for (const phone of phones) expect(getComputedStyle(phone).unicodeBidi).toBe('plaintext');
    expect(document.documentElement.dir).toBe('rtl');
  });

  test('left to right needs no isolation: nothing changes there', async () => {
    const children = await openFamilyHome('ltr');
    const range = textElement(children, /\d{2}:\d{2}–\d{2}:\d{2}/);
    expect(getComputedStyle(range).unicodeBidi).not.toBe('plaintext');
  });
});
