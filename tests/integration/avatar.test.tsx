import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { updateProfile } from '@/api/auth';
import { ApiError } from '@/api/errors';
import { db } from '@/mocks/db/database';
import { DEMO_IDS, DEMO_PASSWORD } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { server } from '@/mocks/node';

const PAGE = '/get-your-avatar';
const SHARED = `${PAGE}?f=variant03&s=a47539&h=variant24&hc=605de4&e=variant09&m=happy05&a=variant02&bg=ffd5dc`;
/** A link made when the page drew in the Big Smile style. */
const BIG_SMILE = `${PAGE}?s=a47539&h=braids&hc=605de4&e=starstruck&m=gapSmile&a=glasses&bg=ffd5dc`;
const FAMILY = {
  id: DEMO_IDS.family,
  role: '2',
  name: 'Carla Souza',
  first_name: 'Carla',
  last_name: 'Souza',
  email_address: 'carla.souza@exemplo.com.br',
  login_cell: '11922222222',
  url_perfil: null,
};

async function open(route = PAGE, user: typeof FAMILY | null = null) {
  if (user) localStorage.setItem('serviceToken', await signToken(user.id, user.role));
  const app = renderApp({ route, preloadedState: sessionState(user) });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('avatar.title') }, LAZY_LOAD),
  ).toBeInTheDocument();
  return app;
}

const preview = () => screen.getByRole('img', { name: /^Seu avatar/ });
const group = (partId: string) => screen.getByRole('group', { name: t(partId) });
const choice = (partId: string, name: string) => within(group(partId)).getByRole('radio', { name });

describe('avatar maker', () => {
  test('choosing parts changes the link and the preview', async () => {
    const { user, router } = await open();
    const before = preview().getAttribute('src');
    expect(preview()).toHaveAccessibleName(/rosto: Rosto 1; .*cabelo: Cabelo 1, Castanho-escuro/);

    await user.click(choice('avatar.part.hair', 'Cabelo 10'));
    expect(router.state.location.search).toContain('h=variant24');
    expect(choice('avatar.part.hair', 'Cabelo 10')).toBeChecked();
    expect(preview()).toHaveAccessibleName(/cabelo: Cabelo 10, Castanho-escuro/);
    expect(preview().getAttribute('src')).not.toBe(before);

    await user.click(choice('avatar.part.head', 'Rosto 4'));
    await user.click(choice('avatar.part.hairColor', 'Roxo'));
    await user.click(choice('avatar.part.accessory', 'Óculos 2'));
    await user.click(choice('avatar.part.background', 'Sem fundo'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      f: 'variant04',
      h: 'variant24',
      hc: '605de4',
      a: 'variant02',
      bg: 'transparent',
    });
    expect(preview()).toHaveAccessibleName(
      /^Seu avatar — rosto: Rosto 4;.*acessório: Óculos 2; fundo: Sem fundo$/,
    );
    // The SVG itself carries the choice: the purple hair is drawn.
    expect(decodeURIComponent(atob(preview().getAttribute('src')?.split(',')[1] ?? ''))).toContain('#605de4');
  });

  test('a shared link opens its avatar; an unknown value keeps the default', async () => {
    await open(SHARED.replace('m=happy05', 'm=fangs'));
    expect(choice('avatar.part.head', 'Rosto 3')).toBeChecked();
    expect(choice('avatar.part.skin', 'Canela')).toBeChecked();
    expect(choice('avatar.part.hair', 'Cabelo 10')).toBeChecked();
    expect(choice('avatar.part.eyes', 'Olhos 5')).toBeChecked();
    expect(choice('avatar.part.mouth', 'Boca 1')).toBeChecked();
    expect(preview()).toHaveAccessibleName(
      'Seu avatar — rosto: Rosto 3; pele: Canela; cabelo: Cabelo 10, Roxo; olhos: Olhos 5; boca: Boca 1; acessório: Óculos 2; fundo: Rosa',
    );
  });

  test('an old link of the Big Smile style opens: its drawings become the defaults, its colours stay', async () => {
    await open(BIG_SMILE);
    expect(preview()).toHaveAccessibleName(
      'Seu avatar — rosto: Rosto 1; pele: Canela; cabelo: Cabelo 1, Roxo; olhos: Olhos 11; boca: Boca 1; acessório: Nenhum; fundo: Rosa',
    );
    expect(choice('avatar.part.hair', 'Cabelo 1')).toBeChecked();
    expect(choice('avatar.part.accessory', 'Nenhum')).toBeChecked();
  });

  test('undo and redo walk the history, with the buttons and with Ctrl+Z', async () => {
    const { user, router } = await open();
    const undo = screen.getByRole('button', { name: t('avatar.undo') });
    const redo = screen.getByRole('button', { name: t('avatar.redo') });
    expect(undo).toBeDisabled();
    expect(redo).toBeDisabled();

    await user.click(choice('avatar.part.eyes', 'Olhos 3'));
    await user.click(choice('avatar.part.mouth', 'Boca 8'));
    expect(router.state.location.search).toMatch(/e=variant05.*m=happy08/);

    await user.click(undo);
    expect(router.state.location.search).toContain('m=happy01');
    expect(router.state.location.search).toContain('e=variant05');
    expect(choice('avatar.part.mouth', 'Boca 1')).toBeChecked();

    await user.keyboard('{Control>}z{/Control}');
    expect(router.state.location.search).toContain('e=variant21');
    expect(undo).toBeDisabled();

    await user.click(redo);
    expect(router.state.location.search).toContain('e=variant05');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(router.state.location.search).toContain('m=happy08');
    expect(redo).toBeDisabled();

    // A new choice after an undo drops what could have been redone.
    await user.click(undo);
    await user.click(choice('avatar.part.skin', 'Café'));
    expect(redo).toBeDisabled();
  });

  test('the arrow keys move between the choices of a part', async () => {
    const { user, router } = await open();
    choice('avatar.part.eyes', 'Olhos 11').focus();
    await user.keyboard('{ArrowRight}');
    expect(choice('avatar.part.eyes', 'Olhos 12')).toBeChecked();
    expect(router.state.location.search).toContain('e=variant23');
  });

  test('random makes another avatar, which undo takes back', async () => {
    const { user, router } = await open(SHARED);
    await user.click(screen.getByRole('button', { name: t('avatar.random') }));
    const after = router.state.location.search;
    expect(after).not.toBe(new URL(SHARED, 'http://x').search);
    for (const key of ['f', 's', 'h', 'hc', 'e', 'm', 'a', 'bg'])
      expect(new URLSearchParams(after).has(key)).toBe(true);
    await user.click(screen.getByRole('button', { name: t('avatar.undo') }));
    expect(router.state.location.search).toBe(new URL(SHARED, 'http://x').search);
  });

  test('copy link puts the address of this very avatar on the clipboard', async () => {
    const { user, router } = await open();
    await user.click(choice('avatar.part.hair', 'Cabelo 11'));
    await user.click(screen.getByRole('button', { name: t('avatar.link.copy') }));
    expect(await screen.findByText(t('avatar.link.copied'))).toBeInTheDocument();
    const copied = new URL(await navigator.clipboard.readText());
    expect(copied.origin).toBe(window.location.origin);
    expect(`${copied.pathname}${copied.search}`).toBe(`${PAGE}${router.state.location.search}`);
    expect(copied.searchParams.get('h')).toBe('variant27');
  });

  test('a guest is offered to sign in and comes back to the same avatar', async () => {
    const { user, router } = await open(SHARED);
    expect(screen.queryByRole('button', { name: t('avatar.save.action') })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: t('avatar.save.signIn') });
    expect(link).toHaveAttribute(
      'href',
      `/login-clientes?${new URLSearchParams({ returnTo: SHARED }).toString()}`,
    );
    await user.click(link);
    await user.type(await screen.findByLabelText('Celular com DDD', {}, LAZY_LOAD), '11922222222');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), DEMO_PASSWORD);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGE), { timeout: 10_000 });
    expect(router.state.location.search).toBe(new URL(SHARED, 'http://x').search);
    expect(
      await screen.findByRole('button', { name: t('avatar.save.action') }, LAZY_LOAD),
    ).toBeInTheDocument();
  });

  test('a family saves it as the profile picture: the file store keeps it and the top bar shows it', async () => {
    const { user, store } = await open(SHARED, FAMILY);
    await user.click(screen.getByRole('button', { name: t('avatar.save.action') }));
    expect(await screen.findByText(t('avatar.save.done'))).toBeInTheDocument();

    const files = db.tables.files ?? [];
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatchObject({ ownerId: DEMO_IDS.family, contentType: 'image/svg+xml' });
    expect(file?.path).toMatch(/^avatars\/u-family-\d+\.svg$/);
    const stored = new TextDecoder().decode(
      Uint8Array.from(atob(file?.base64 ?? ''), (c) => c.charCodeAt(0)),
    );
    expect(stored).toMatch(/^<svg[^>]+width="512" height="512"/);
    expect(stored).toContain('#605de4');
    const src = `/storage/${file?.path ?? ''}`;
    expect(store.getState().session.user?.url_perfil).toBe(file?.path);
    expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.url_perfil).toBe(file?.path);

    // The mock serves the stored file where the app asks for it.
    const served = await fetch(new URL(src, window.location.href));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(stored);

    // A new choice can be saved again: a new name, and still one file for the user.
    await user.click(choice('avatar.part.accessory', 'Nenhum'));
    await user.click(screen.getByRole('button', { name: t('avatar.save.action') }));
    expect(await screen.findByText(t('avatar.save.done'))).toBeInTheDocument();
    expect(db.tables.files).toHaveLength(1);
    const second = db.tables.files?.[0]?.path ?? '';
    expect(second).not.toBe(file?.path);

    // The top bar of the signed-in area shows the new picture at once.
    await user.click(screen.getAllByRole('link', { name: 'Minha área' })[0] as HTMLElement);
    const menu = await screen.findByRole('button', { name: 'Menu da conta de Carla Souza' }, LAZY_LOAD);
    expect(menu.querySelector('img')).toHaveAttribute('src', `/storage/${second}`);
  });

  test('a failed save says so and keeps the avatar', async () => {
    server.use(
      http.patch('*/api/auth/profile', () =>
        HttpResponse.json({ flag: false, msg: 'Serviço indisponível.' }, { status: 503 }),
      ),
    );
    const { user, router } = await open(SHARED, FAMILY);
    await user.click(screen.getByRole('button', { name: t('avatar.save.action') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
    expect(router.state.location.search).toBe(new URL(SHARED, 'http://x').search);
    expect(choice('avatar.part.hair', 'Cabelo 10')).toBeChecked();
    expect(screen.getByRole('button', { name: t('avatar.save.action') })).toBeEnabled();
    expect(db.tables.files ?? []).toEqual([]);
  });
});

describe('profile picture in the mock file store', () => {
  const svg = (body: string) =>
    `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`)}`;
  const save = (url_perfil: string) =>
    updateProfile({
      first_name: 'Carla',
      last_name: 'Souza',
      email_address: 'carla.souza@exemplo.com.br',
      url_perfil,
    });

  beforeEach(async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  });

  test.each([
    ['an SVG with a script', svg('<script>alert(1)</script>')],
    ['an SVG with an event attribute', svg('<rect width="10" height="10" onload="alert(1)"/>')],
    ['a page that is not an image', `data:text/html;base64,${btoa('<p>oi</p>')}`],
  ])('%s is refused on url_perfil and nothing is stored', async (_name, dataUrl) => {
    const refused = await save(dataUrl).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(422);
    expect((refused as ApiError).fieldErrors.url_perfil).toMatch(/imagem/i);
    expect(db.tables.files ?? []).toEqual([]);
    expect(db.tables.users.find((u) => u.id === DEMO_IDS.family)?.url_perfil).toBeNull();
  });

  test('a PNG is stored as a PNG; a path already stored is kept as it is; removing the picture removes the file', async () => {
    const png = await save('data:image/png;base64,iVBORw0KGgo=');
    expect(png.url_perfil).toMatch(/^avatars\/u-family-\d+\.png$/);
    expect(db.tables.files?.[0]?.contentType).toBe('image/png');
    expect((await save(png.url_perfil ?? '')).url_perfil).toBe(png.url_perfil);
    expect(db.tables.files).toHaveLength(1);
    await updateProfile({
      first_name: 'Carla',
      last_name: 'Souza',
      email_address: 'carla.souza@exemplo.com.br',
      url_perfil: null,
    });
    expect(db.tables.files).toEqual([]);
  });

  test('an unknown file is a 404', async () => {
    expect((await fetch(new URL('/storage/avatars/nada.svg', window.location.href))).status).toBe(404);
  });
});
