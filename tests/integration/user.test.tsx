import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const FESTA = 'post-01';
const storedPost = (id: string) => db.tables.user?.posts.find((p) => p.id === id);

async function open(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  return renderApp({ route, preloadedState: sessionState(DEMO_USERS.company) });
}

/** The feed's post by its author (the newest post is Camila Ribeiro's, about the Festa Junina). */
async function postBy(author: string) {
  const posts = await screen.findAllByRole('article', {}, FIRST_LOAD);
  const post = posts.find((p) => within(p).queryAllByText(author).length > 0);
  if (!post) throw new Error(`no post by ${author}`);
  return post;
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

afterEach(() => localStorage.removeItem(FAULTS_KEY));

describe('social profile (/apps/user/social-profile/*)', () => {
  test('a comment and a reply to it are stored, shown as typed, and still there after opening the page again', async () => {
    const { user, unmount, router } = await open('/apps/user/social-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/social-profile/posts'));
    expect(await screen.findByRole('heading', { level: 1, name: DEMO_USERS.company.name })).toBeVisible();
    const post = await postBy('Camila Ribeiro');

    const typed = '<b>Que festa</b> linda & animada!';
    await user.type(within(post).getByRole('textbox', { name: t('user.comment.label') }), typed);
    await user.click(within(post).getByRole('button', { name: t('user.comment.send') }));
    // The comment as shown, not the box it was typed in (which still holds it until the answer comes).
    const comment = (await within(post).findByText(typed, { ignore: 'textarea' })).closest('li');
    if (!comment) throw new Error('the comment is not in a list item');
    expect(within(post).getByRole('textbox', { name: t('user.comment.label') })).toHaveValue('');
    expect(post.querySelector('b')).toBeNull();

    await user.click(within(comment).getByRole('button', { name: t('user.reply.open') }));
    const replyBox = within(comment).getByRole('textbox', { name: t('user.reply.label') });
    expect(replyBox).toHaveFocus();
    await user.type(replyBox, 'Obrigada, Camila!');
    await user.click(within(comment).getByRole('button', { name: t('user.reply.send') }));
    // The reply as shown, not the box it was typed in (which still holds it until the answer comes).
    expect(await within(comment).findByText('Obrigada, Camila!', { ignore: 'textarea' })).toBeVisible();

    const stored = storedPost(FESTA)?.comments.at(-1);
    expect(stored).toMatchObject({ text: typed, author: { id: DEMO_IDS.school } });
    expect(stored?.replies.map((r) => r.text)).toEqual(['Obrigada, Camila!']);

    unmount();
    await open('/apps/user/social-profile/posts');
    const again = await postBy('Camila Ribeiro');
    const kept = (await within(again).findByText(typed)).closest('li');
    if (!kept) throw new Error('the comment is not in a list item');
    expect(within(kept).getByText('Obrigada, Camila!')).toBeVisible();
  });

  test('a like toggles: pressed with one more, then back as it was', async () => {
    const { user } = await open('/apps/user/social-profile/posts');
    const post = await postBy('Camila Ribeiro');
    const likes = storedPost(FESTA)?.likedBy.length ?? 0;
    const like = within(post).getByRole('button', { name: /^Curtir a publicação de Camila Ribeiro/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveTextContent(String(likes));

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(like).toHaveTextContent(String(likes + 1));
    expect(storedPost(FESTA)?.likedBy).toContain(DEMO_IDS.school);

    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(like).toHaveTextContent(String(likes));
    expect(storedPost(FESTA)?.likedBy).not.toContain(DEMO_IDS.school);
  });

  test('the followers are filtered as the user types (through the filter call)', async () => {
    const { user } = await open('/apps/user/social-profile/follower');
    await screen.findByRole('heading', { level: 3, name: 'Natália Freitas' }, FIRST_LOAD);
    expect(headings()).toHaveLength(14);

    await user.type(screen.getByRole('searchbox', { name: t('user.search.followers') }), 'natalia');
    await waitFor(() => expect(headings()).toEqual(['Natália Freitas']));
    expect(screen.getByText('1 pessoa')).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: t('user.search.followers') }));
    await user.type(screen.getByRole('searchbox', { name: t('user.search.followers') }), 'ninguém assim');
    expect(await screen.findByText(t('user.people.noMatch.title', { key: 'ninguém assim' }))).toBeVisible();
  });

  test('a failed load shows the error with "Tentar novamente", and the retry loads the feed', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/posts/list': { status: 503 } } }),
    );
    const { user } = await open('/apps/user/social-profile/posts');
    const retry = await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD);
    expect(screen.getByText(t('errors.user.load'))).toBeVisible();

    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    await postBy('Camila Ribeiro');
    expect(screen.queryByText(t('errors.user.load'))).not.toBeInTheDocument();
  });
});

describe('user cards and lists', () => {
  test('the profile cards are searched through their filter call', async () => {
    const { user } = await open('/apps/user/card/card3');
    await screen.findByRole('heading', { level: 1, name: t('route.user.card3') }, FIRST_LOAD);
    await screen.findByRole('heading', { level: 2, name: 'Paulo Mendes' }, FIRST_LOAD);
    await user.type(screen.getByRole('searchbox', { name: t('user.search.people') }), 'vibra');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'André Barbosa',
        'Eduardo Pinto',
        'Paulo Mendes',
      ]),
    );
  });
});
