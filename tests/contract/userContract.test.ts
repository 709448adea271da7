import type { HttpMethod } from '@/api/contract/endpoints';
import { userEndpoints, type Post, type SocialPerson } from '@/api/contract/user';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';
import { callContract, type Answer } from './contractCall';

let token = '';
let family = '';
beforeEach(async () => {
  token = await signToken(DEMO_IDS.school, '4');
  family = await signToken(DEMO_IDS.family, '2');
});

function call(method: HttpMethod, path: string, body?: unknown, as: string | null = token): Promise<Answer> {
  return callContract(as, method, path, body);
}

/** A call that succeeds, matches the contract and answers exactly these fields besides flag and msg. */
async function ok(method: HttpMethod, path: string, body: unknown, fields: string[], as = token) {
  const answer = await call(method, path, body, as);
  expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  expect(answer.parsed).toBe(true);
  expect(Object.keys(answer.data).sort()).toEqual(['flag', 'msg', ...fields].sort());
  return answer;
}

const postsOf = (answer: Answer) => answer.data.posts as Post[];
const namesOf = (answer: Answer, field: string) => (answer.data[field] as SocialPerson[]).map((p) => p.name);
const storedPost = (id: string) => db.tables.user?.posts.find((p) => p.id === id);

describe('the contract names the user section calls of SPEC.md §7', () => {
  test('every path of the spec, for any signed-in user', () => {
    expect(userEndpoints().map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/user-list/s1/list',
      'GET /api/user-list/s2/list',
      'GET /api/followers/list',
      'POST /api/followers/filter',
      'GET /api/friend-request/list',
      'POST /api/friend-request/filter',
      'GET /api/friends/list',
      'POST /api/friends/filter',
      'GET /api/gallery/list',
      'GET /api/posts/list',
      'POST /api/posts/editComment',
      'POST /api/comments/add',
      'POST /api/replies/add',
      'POST /api/posts/list/like',
      'POST /api/comments/list/like',
      'POST /api/replies/list/like',
      'GET /api/details-card/list',
      'POST /api/details-card/filter',
      'GET /api/simple-card/list',
      'POST /api/simple-card/filter',
      'GET /api/profile-card/list',
      'POST /api/profile-card/filter',
    ]);
    for (const e of userEndpoints()) {
      expect(e.access).toBe('signedIn');
      expect(e.source).toBe('spec');
    }
  });
});

describe('people', () => {
  test.each([
    ['/api/user-list/s1/list', 'users_s1'],
    ['/api/user-list/s2/list', 'users_s2'],
    ['/api/followers/list', 'followers'],
    ['/api/friend-request/list', 'friendRequests'],
    ['/api/friends/list', 'friends'],
    ['/api/details-card/list', 'users'],
    ['/api/simple-card/list', 'users'],
    ['/api/profile-card/list', 'users'],
  ])('GET %s answers %s, sorted by name; 401 without a session', async (path, field) => {
    const answer = await ok('GET', path, undefined, [field]);
    const names = namesOf(answer, field);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await call('GET', path, undefined, null)).status).toBe(401);
  });

  test('the second list and the cards hold the people they say', async () => {
    const s2 = (await ok('GET', '/api/user-list/s2/list', undefined, ['users_s2'])).data
      .users_s2 as SocialPerson[];
    expect(s2.every((p) => p.kind !== 'family')).toBe(true);
    const details = (await ok('GET', '/api/details-card/list', undefined, ['users'])).data
      .users as SocialPerson[];
    expect(details.every((p) => p.kind === 'teacher' || p.kind === 'staff')).toBe(true);
    const profiles = (await ok('GET', '/api/profile-card/list', undefined, ['users'])).data
      .users as SocialPerson[];
    expect(profiles.every((p) => p.kind === 'family' || p.kind === 'producer')).toBe(true);
  });

  test.each([
    ['followers', 'followers'],
    ['friend-request', 'friendRequests'],
    ['friends', 'friends'],
    ['details-card', 'users'],
    ['simple-card', 'users'],
    ['profile-card', 'users'],
  ])(
    'POST /api/%s/filter {key} answers results: every word, accents and case aside; an empty key answers all',
    async (area, field) => {
      const all = namesOf(await ok('GET', `/api/${area}/list`, undefined, [field]), field);
      const every = await ok('POST', `/api/${area}/filter`, { key: '  ' }, ['results']);
      expect(namesOf(every, 'results')).toEqual(all);
      const none = await ok('POST', `/api/${area}/filter`, { key: 'ninguém-com-esse-nome' }, ['results']);
      expect(namesOf(none, 'results')).toEqual([]);
      expect((await call('POST', `/api/${area}/filter`, {})).status).toBe(422);
    },
  );

  test('a filter finds by name without accents, by city and by organisation', async () => {
    const byName = await ok('POST', '/api/followers/filter', { key: 'NATALIA' }, ['results']);
    expect(namesOf(byName, 'results')).toEqual(['Natália Freitas']);
    const byCity = await ok('POST', '/api/friend-request/filter', { key: 'porto alegre' }, ['results']);
    expect(namesOf(byCity, 'results')).toEqual(['Lucas Almeida', 'Renata Cardoso']);
    const byOrganisation = await ok('POST', '/api/profile-card/filter', { key: 'vibra' }, ['results']);
    expect(namesOf(byOrganisation, 'results')).toEqual(['André Barbosa', 'Eduardo Pinto', 'Paulo Mendes']);
  });
});

describe('gallery and posts', () => {
  test('GET /api/gallery/list answers the pictures, newest first', async () => {
    const answer = await ok('GET', '/api/gallery/list', undefined, ['gallery']);
    const days = (answer.data.gallery as { takenOn: string }[]).map((g) => g.takenOn);
    expect(days.length).toBe(12);
    expect(days).toEqual([...days].sort().reverse());
  });

  test('GET /api/posts/list answers the feed, newest first, with comments and replies', async () => {
    const posts = postsOf(await ok('GET', '/api/posts/list', undefined, ['posts']));
    expect(posts.map((p) => p.createdAt)).toEqual(
      posts
        .map((p) => p.createdAt)
        .sort()
        .reverse(),
    );
    expect(posts[0]?.comments[0]?.replies.length).toBeGreaterThan(0);
    expect(posts.every((p) => !p.liked)).toBe(true);
  });

  test('a like toggles per user: the second like takes it back, and another user’s like is theirs', async () => {
    const [first] = postsOf(await ok('GET', '/api/posts/list', undefined, ['posts']));
    if (!first) throw new Error('no post seeded');
    const liked = postsOf(await ok('POST', '/api/posts/list/like', { postId: first.id }, ['posts']));
    expect(liked[0]).toMatchObject({ liked: true, likes: first.likes + 1 });
    expect(storedPost(first.id)?.likedBy).toContain(DEMO_IDS.school);
    // The family sees the school's like in the count, not as their own.
    const seen = postsOf(await ok('GET', '/api/posts/list', undefined, ['posts'], family));
    expect(seen[0]).toMatchObject({ liked: false, likes: first.likes + 1 });
    const back = postsOf(await ok('POST', '/api/posts/list/like', { postId: first.id }, ['posts']));
    expect(back[0]).toMatchObject({ liked: false, likes: first.likes });
    expect((await call('POST', '/api/posts/list/like', { postId: 'post-nope' })).status).toBe(404);
  });

  test('comment, reply, like both and edit the comment: all stored, text kept as typed', async () => {
    const [first] = postsOf(await ok('GET', '/api/posts/list', undefined, ['posts']));
    if (!first) throw new Error('no post seeded');
    const typed = '<b>Que festa!</b> & até a próxima';
    const commented = postsOf(
      await ok('POST', '/api/comments/add', { postId: first.id, comment: `  ${typed}  ` }, ['posts']),
    );
    const comment = commented[0]?.comments.at(-1);
    expect(comment).toMatchObject({ text: typed, mine: true, likes: 0, liked: false, replies: [] });
    if (!comment) throw new Error('no comment');

    const replied = postsOf(
      await ok('POST', '/api/replies/add', { postId: first.id, commentId: comment.id, reply: 'Obrigada!' }, [
        'posts',
      ]),
    );
    const reply = replied[0]?.comments.at(-1)?.replies[0];
    expect(reply).toMatchObject({ text: 'Obrigada!', mine: true });
    if (!reply) throw new Error('no reply');

    const likedComment = postsOf(
      await ok('POST', '/api/comments/list/like', { postId: first.id, commentId: comment.id }, ['posts']),
    );
    expect(likedComment[0]?.comments.at(-1)).toMatchObject({ likes: 1, liked: true });
    const likedReply = postsOf(
      await ok(
        'POST',
        '/api/replies/list/like',
        { postId: first.id, commentId: comment.id, replayId: reply.id },
        ['posts'],
      ),
    );
    expect(likedReply[0]?.comments.at(-1)?.replies[0]).toMatchObject({ likes: 1, liked: true });

    const edited = postsOf(
      await ok('POST', '/api/posts/editComment', { id: comment.id, key: 'Festa linda!' }, ['posts']),
    );
    expect(edited[0]?.comments.at(-1)?.text).toBe('Festa linda!');
    const stored = storedPost(first.id)?.comments.at(-1);
    expect(stored).toMatchObject({ text: 'Festa linda!', likedBy: [DEMO_IDS.school] });
    expect(stored?.replies[0]).toMatchObject({ text: 'Obrigada!', likedBy: [DEMO_IDS.school] });

    // Another user's comment cannot be edited; empty and unknown targets are refused.
    const seeded = first.comments[0];
    if (!seeded) throw new Error('no seeded comment');
    expect((await call('POST', '/api/posts/editComment', { id: seeded.id, key: 'x' })).status).toBe(403);
    expect((await call('POST', '/api/comments/add', { postId: first.id, comment: '   ' })).status).toBe(422);
    expect(
      (await call('POST', '/api/replies/add', { postId: first.id, commentId: 'cm-nope', reply: 'oi' }))
        .status,
    ).toBe(404);
  });
});
