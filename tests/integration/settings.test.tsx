import { act, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { connectStore, makeStore } from '@/app/store';
import { SETTINGS_KEY } from '@/config';
import type { Settings } from '@/store/settings';

const DEFAULTS: Settings = {
  menuOrientation: 'vertical',
  miniDrawer: false,
  fontFamily: "'Roboto', sans-serif",
  borderRadius: 8,
  outlinedFilled: true,
  mode: 'dark',
  presetColor: 'default',
  i18n: 'pt',
  themeDirection: 'ltr',
  container: true,
};

function storedSettings(): unknown {
  return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
}

/** Signs in, waits for the shell and opens the 'Theme Customization' drawer. */
async function openCustomization() {
  const utils = renderApp({ route: '/admin/usuarios', preloadedState: sessionState(DEMO_USERS.admin) });
  await screen.findByRole('heading', { level: 1, name: t('route.admin.users') }, LAZY_LOAD);
  await utils.user.click(screen.getByRole('button', { name: 'Personalizar ao vivo' }));
  const drawer = await screen.findByRole('dialog', { name: 'Personalização do tema' });
  // The tabs load with the drawer's first opening.
  await within(drawer).findByRole('tablist', {}, LAZY_LOAD);
  return { ...utils, drawer };
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.style.colorScheme = '';
});

/** Labels of a radio group's options, in order. */
function optionLabels(group: HTMLElement) {
  return within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
}

describe('theme customization drawer (SPEC.md §2 "Layout and chrome")', () => {
  it('Layout tab: mode, direction, menu orientation, mini drawer and width; right-to-left turns the page rtl', async () => {
    const { drawer, user, store } = await openCustomization();
    const tabs = within(drawer).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Layout', 'Estilo']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByRole('button', { name: t('customization.reset') })).toBeInTheDocument();

    const panel = within(drawer).getByRole('tabpanel');
    const group = (name: string) => within(panel).getByRole('radiogroup', { name });
    expect(optionLabels(group(t('customization.mode')))).toEqual([
      t('customization.mode.light'),
      t('customization.mode.dark'),
    ]);
    expect(within(panel).getByLabelText(t('customization.mode.dark'))).toBeChecked();
    expect(optionLabels(group(t('customization.direction')))).toEqual([
      t('customization.direction.ltr'),
      'Direita para esquerda',
    ]);
    expect(within(panel).getByLabelText(t('customization.direction.ltr'))).toBeChecked();
    expect(optionLabels(group(t('customization.orientation')))).toEqual([
      t('customization.orientation.vertical'),
      t('customization.orientation.horizontal'),
    ]);
    expect(within(panel).getByLabelText(t('customization.orientation.vertical'))).toBeChecked();
    const mini = within(panel).getByLabelText(t('customization.miniDrawer'));
    expect(mini).toHaveRole('switch');
    expect(mini).not.toBeChecked();
    expect(optionLabels(group(t('customization.width')))).toEqual(['Centralizado', 'Largura total']);
    expect(within(panel).getByLabelText('Centralizado')).toBeChecked();

    expect(document.documentElement.dir).toBe('ltr');
    await user.click(within(panel).getByLabelText('Direita para esquerda'));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(within(panel).getByLabelText('Direita para esquerda')).toBeChecked();
    expect(store.getState().settings.themeDirection).toBe('rtl');
    expect(storedSettings()).toEqual({ ...DEFAULTS, themeDirection: 'rtl' });
  });

  it('Style tab: 7 preset swatches, the three fonts, a 4–24 px radius slider and input styles', async () => {
    const { drawer, user, store } = await openCustomization();
    await user.click(within(drawer).getByRole('tab', { name: 'Estilo' }));
    const panel = within(drawer).getByRole('tabpanel');

    const presets = within(
      within(panel).getByRole('radiogroup', { name: t('customization.preset') }),
    ).getAllByRole('radio');
    expect(presets).toHaveLength(7);
    expect(presets.map((p) => p.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    await user.click(presets[3]!);
    expect(presets[3]).toHaveAttribute('aria-checked', 'true');
    expect(presets[0]).toHaveAttribute('aria-checked', 'false');
    expect(store.getState().settings.presetColor).toBe('theme3');

    expect(optionLabels(within(panel).getByRole('radiogroup', { name: t('customization.font') }))).toEqual([
      'Inter',
      'Poppins',
      'Roboto',
    ]);
    expect(within(panel).getByLabelText('Roboto')).toBeChecked();
    await user.click(within(panel).getByLabelText('Poppins'));
    expect(store.getState().settings.fontFamily).toBe("'Poppins', sans-serif");

    const slider = within(panel).getByRole('slider', { name: t('customization.borderRadius') });
    expect(slider).toHaveAttribute('aria-valuemin', '4');
    expect(slider).toHaveAttribute('aria-valuemax', '24');
    expect(slider).toHaveAttribute('aria-valuenow', '8');

    expect(optionLabels(within(panel).getByRole('radiogroup', { name: t('customization.inputs') }))).toEqual([
      t('customization.inputs.outlined'),
      t('customization.inputs.filled'),
    ]);
    expect(within(panel).getByLabelText(t('customization.inputs.filled'))).toBeChecked();
    await user.click(within(panel).getByLabelText(t('customization.inputs.outlined')));
    expect(store.getState().settings.outlinedFilled).toBe(false);

    expect(storedSettings()).toEqual({
      ...DEFAULTS,
      presetColor: 'theme3',
      fontFamily: "'Poppins', sans-serif",
      outlinedFilled: false,
    });
  });
});

describe('settings persistence (SPEC.md §3 "Interface settings", §4, §9)', () => {
  it('a change is stored as the plain object with all ten fields, read back by a new store, and Restaurar resets both', async () => {
    const earlier: Settings = { ...DEFAULTS, borderRadius: 16, container: false, presetColor: 'theme2' };
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(earlier));
    const { drawer, user, store } = await openCustomization();
    expect(within(drawer).getByLabelText('Largura total')).toBeChecked();

    await user.click(within(drawer).getByLabelText(t('customization.mode.light')));
    expect(within(drawer).getByLabelText(t('customization.mode.light'))).toBeChecked();
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('light'));

    const stored = storedSettings();
    expect(stored).toEqual({ ...earlier, mode: 'light' });
    expect(Object.keys(stored as object).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(makeStore().getState().settings).toEqual({ ...earlier, mode: 'light' });

    await user.click(within(drawer).getByRole('button', { name: t('customization.reset') }));

    expect(store.getState().settings).toEqual(DEFAULTS);
    expect(storedSettings()).toEqual(DEFAULTS);
    expect(within(drawer).getByLabelText(t('customization.mode.dark'))).toBeChecked();
    expect(within(drawer).getByLabelText('Centralizado')).toBeChecked();
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('dark'));
    expect(makeStore().getState().settings).toEqual(DEFAULTS);
  });

  it('a change stored by another tab reaches this tab', async () => {
    const store = makeStore();
    const { disconnect } = connectStore(store);
    try {
      renderApp({ route: '/', store });
      await screen.findByRole('heading', { level: 1 }, LAZY_LOAD);
      expect(store.getState().settings.mode).toBe('dark');
      expect(screen.getByRole('button', { name: t('layout.mode.toLight') })).toBeInTheDocument();

      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: SETTINGS_KEY,
            newValue: JSON.stringify({ ...DEFAULTS, mode: 'light' }),
          }),
        );
      });

      expect(store.getState().settings).toEqual({ ...DEFAULTS, mode: 'light' });
      expect(await screen.findByRole('button', { name: t('layout.mode.toDark') })).toBeInTheDocument();
      expect(document.documentElement.style.colorScheme).toBe('light');

      // Another key, or unreadable settings, never break this tab.
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'other-key', newValue: '{"mode":"dark"}' }));
      });
      expect(store.getState().settings.mode).toBe('light');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue: 'garbage' }));
      });
      expect(store.getState().settings).toEqual(DEFAULTS);
    } finally {
      disconnect();
    }

    // Once disconnected, this tab stops listening.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SETTINGS_KEY,
        newValue: JSON.stringify({ ...DEFAULTS, mode: 'light' }),
      }),
    );
    expect(store.getState().settings.mode).toBe('dark');
  });
});
