import { at, list, Skip, type Step, w } from './core';

// The user section (SPEC.md §7, template): people lists with their filters, the gallery and the posts. The
// writes comment on the first post and reply to that comment, edit the comment, and like the post, the
// comment and the reply twice each (a like toggles), so the likes end as they were.
let postId: string | null = null;
let commentId: string | null = null;
let replyId: string | null = null;

const PEOPLE = ['followers', 'friend-request', 'friends', 'details-card', 'simple-card', 'profile-card'];

const needPost = () => {
  if (!postId) throw new Skip('needs a post from GET /api/posts/list, which did not come');
  return postId;
};
const needComment = () => {
  if (!commentId) throw new Skip('needs the comment POST /api/comments/add makes, which did not come');
  return { postId: needPost(), commentId };
};
const needReply = () => {
  if (!replyId) throw new Skip('needs the reply POST /api/replies/add makes, which did not come');
  return { ...needComment(), replayId: replyId };
};

/** The last comment of the first post, and that comment's last reply (what the plan just added). */
function keepLatest(data: unknown) {
  const post = list(data, 'posts').find((p) => p.id === postId);
  const comments = post ? list(post, 'comments') : [];
  const comment = comments[comments.length - 1];
  const id = at(comment, 'id');
  commentId = typeof id === 'string' ? id : commentId;
  const replies = comment ? list(comment, 'replies') : [];
  const reply = at(replies[replies.length - 1], 'id');
  replyId = typeof reply === 'string' ? reply : replyId;
}

const like = (path: string, body: () => unknown): Step[] => [
  w({ method: 'POST', path, body }),
  w({ method: 'POST', path, body, helper: true }),
];

export const userReads: Step[] = [
  { method: 'GET', path: '/api/user-list/s1/list' },
  { method: 'GET', path: '/api/user-list/s2/list' },
  ...PEOPLE.flatMap((area): Step[] => [
    { method: 'GET', path: `/api/${area}/list` },
    { method: 'POST', path: `/api/${area}/filter`, body: () => ({ key: 'aurora' }) },
  ]),
  { method: 'GET', path: '/api/gallery/list' },
  {
    method: 'GET',
    path: '/api/posts/list',
    keep: (data) => {
      const id = at(list(data, 'posts')[0], 'id');
      postId = typeof id === 'string' ? id : null;
    },
  },
];

export const userWrites: Step[] = [
  w({
    method: 'POST',
    path: '/api/comments/add',
    body: (k) => ({ postId: needPost(), comment: `Comentário do verificador ${k.run}` }),
    keep: keepLatest,
  }),
  w({
    method: 'POST',
    path: '/api/replies/add',
    body: (k) => ({ ...needComment(), reply: `Resposta do verificador ${k.run}` }),
    keep: keepLatest,
  }),
  w({
    method: 'POST',
    path: '/api/posts/editComment',
    body: (k) => ({ id: needComment().commentId, key: `Comentário editado pelo verificador ${k.run}` }),
  }),
  ...like('/api/posts/list/like', () => ({ postId: needPost() })),
  ...like('/api/comments/list/like', needComment),
  ...like('/api/replies/list/like', needReply),
];
