import { act, screen, waitFor } from '@testing-library/react';
import { catalogue, DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { catalogueSnapshot, loadCatalogues, resetCatalogue, switchCatalogueLanguage } from '@/i18n/catalogue';
import { settingsChanged } from '@/store/settingsSlice';
import { catalogueUnits } from './messageGraph';

const PT = catalogueUnits('pt-BR');
const EN = catalogueUnits('en');
const ALL_IDS = [...PT.values()].flatMap((ids) => [...ids]);
const has = (id: string) => catalogueSnapshot().messages[id] !== undefined;
/** An id that only `unit` holds. */
const idOf = (unit: string) => [...(PT.get(unit) ?? [])][0] ?? `missing unit ${unit}`;

/** Ids that appear as text anywhere in the page (a raw id on screen is a missing message). */
function rawIdsOnScreen(): string[] {
  const text = document.body.textContent;
  return ALL_IDS.filter((id) => text.includes(id));
}

describe('message catalogue units', () => {
  beforeEach(() => resetCatalogue('pt'));

  it('loads a unit once however often it is asked for, and only in the language on screen', async () => {
    await Promise.all([loadCatalogues(['events']), loadCatalogues(['events', 'events'])]);
    expect(has(idOf('events'))).toBe(true);
    expect(has(idOf('admin'))).toBe(false);
    expect(catalogueSnapshot().language).toBe('pt');
  });

  it('a language switch shows the new language only once every unit in use has loaded in it', async () => {
    await loadCatalogues(['boot', 'events']);
    const before = catalogueSnapshot();
    const switching = switchCatalogueLanguage('en');
    // Asked for while the switch loads: it must arrive in English too.
    const late = loadCatalogues(['checkout']);
    expect(catalogueSnapshot()).toBe(before);
    await Promise.all([switching, late]);
    const { language, messages } = catalogueSnapshot();
    expect(language).toBe('en');
    for (const unit of ['boot', 'events', 'checkout'] as const)
      for (const id of EN.get(unit) ?? []) expect(messages[id], id).toBeDefined();
  });
});

describe('messages travel with their routes', () => {
  it('a page brings its own units and no other area', async () => {
    renderApp({ route: '/eventos' });
    await screen.findByRole('heading', { level: 1, name: t('events.catalogue.title') }, LAZY_LOAD);
    expect(has(idOf('events'))).toBe(true);
    // Another area's messages and the signed-in shell stay on the server until a route needs them.
    expect(has(idOf('admin'))).toBe(false);
    expect(has(idOf('shell'))).toBe(false);
    expect(rawIdsOnScreen()).toEqual([]);
  });

  it('switching language on a deep signed-in page never shows a raw id, and ends fully translated', async () => {
    const { store } = renderApp({
      route: '/empresa/professores',
      preloadedState: sessionState(DEMO_USERS.company),
    });
    await screen.findByRole('heading', { level: 1, name: t('route.company.teachers') }, LAZY_LOAD);

    // Watch every text the page shows while the switch happens.
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      for (const id of rawIdsOnScreen()) seen.add(id);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    act(() => {
      store.dispatch(settingsChanged({ i18n: 'en' }));
    });
    const english = catalogue('en');
    await screen.findByRole('heading', { level: 1, name: english['route.company.teachers'] }, LAZY_LOAD);
    observer.disconnect();
    expect([...seen]).toEqual([]);
    expect(rawIdsOnScreen()).toEqual([]);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });
});
