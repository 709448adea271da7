import { screen, within } from '@testing-library/react';
import { catalogue, DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { SETTINGS_KEY } from '@/config';

const en = catalogue('en');

function storedSettings(): unknown {
  return JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? 'null');
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('interface language (SPEC.md §1)', () => {
  it('the public site switches to English from the language menu and remembers it', async () => {
    const { user, store } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: t('home.hero.title') }, LAZY_LOAD);
    expect(document.documentElement.lang).toBe('pt-BR');

    await user.click(screen.getByRole('button', { name: /^Idioma/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Português (Brasil)(BR)', 'English(EN)', 'Español(ES)', 'Français(FR)']);
    await user.click(within(menu).getByRole('menuitem', { name: /English/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: en['home.hero.title']! }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: t('home.hero.title') })).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveTextContent('EN');
    expect(store.getState().settings.i18n).toBe('en');
    expect(storedSettings()).toMatchObject({ i18n: 'en' });
  });

  it('opens in the stored language', async () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ i18n: 'en' }));
    renderApp({ route: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: en['home.hero.title']! }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('the signed-in top bar offers exactly English (EN) and Português (Brasil) (BR)', async () => {
    const { user } = renderApp({ route: '/admin/usuarios', preloadedState: sessionState(DEMO_USERS.admin) });
    await screen.findByRole('heading', { level: 1, name: t('route.admin.users') }, LAZY_LOAD);

    const button = screen.getByRole('button', { name: /^Idioma/ });
    expect(button).toHaveAccessibleName(t('layout.language.label', { current: 'Português (Brasil)' }));
    expect(button).toHaveTextContent('BR');
    await user.click(button);

    const options = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('English (EN)');
    expect(options[1]).toHaveAccessibleName('Português (Brasil) (BR)');
    expect(options[1]).toHaveClass('Mui-selected');

    await user.click(options[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: en['route.admin.users']! }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: en['layout.menu.label']! })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(storedSettings()).toMatchObject({ i18n: 'en' });
  });
});
