import type { HttpHandler } from 'msw';
import {
  addCommentBody,
  addReplyBody,
  editCommentBody,
  filterBody,
  likeCommentBody,
  likePostBody,
  likeReplyBody,
  PEOPLE_LISTS,
  type PeopleList,
  type Post,
  type SocialPerson,
} from '@/api/contract/user';
import { seedUser } from '../db/seedUser';
import type { CommentRecord, DbUser, PostRecord, Tables, UserTable } from '../db/types';
import { HttpError, ok, route } from '../http';
import { collator, fold, need, signedIn } from './shared';

/** The user section, seeded on first use when stored demo data from before it has none. */
function userOf(t: Tables): UserTable {
  t.user ??= seedUser(t);
  return t.user;
}

const byName = (list: readonly SocialPerson[]) => [...list].sort((a, b) => collator.compare(a.name, b.name));
const withIds = (u: UserTable, ids: readonly string[]) => byName(u.people.filter((p) => ids.includes(p.id)));
const STAFF = new Set(['teacher', 'staff']);

/** Who each list holds. */
const LISTS: Record<PeopleList, (u: UserTable) => SocialPerson[]> = {
  followers: (u) => withIds(u, u.followerIds),
  friendRequests: (u) => withIds(u, u.friendRequestIds),
  friends: (u) => withIds(u, u.friendIds),
  detailCards: (u) => byName(u.people.filter((p) => STAFF.has(p.kind))),
  simpleCards: (u) => byName(u.people),
  profileCards: (u) => byName(u.people.filter((p) => p.kind === 'family' || p.kind === 'producer')),
};

/** Every word of the key is in the name, title, organisation or city (accents and case aside). */
export function matchesKey(person: SocialPerson, key: string): boolean {
  const words = fold(key).split(/\s+/).filter(Boolean);
  const text = fold([person.name, person.title, person.organisation, person.city].join(' '));
  return words.every((word) => text.includes(word));
}

// Posts as the caller sees them: likes counted, `liked` and `mine` theirs.
const likesOf = (likedBy: readonly string[], me: string) => ({
  likes: likedBy.length,
  liked: likedBy.includes(me),
});
function postView(post: PostRecord, me: string): Post {
  const { likedBy, comments, ...rest } = post;
  return {
    ...rest,
    ...likesOf(likedBy, me),
    comments: comments.map(({ likedBy: commentLikes, replies, ...comment }) => ({
      ...comment,
      ...likesOf(commentLikes, me),
      mine: comment.author.id === me,
      replies: replies.map(({ likedBy: replyLikes, ...reply }) => ({
        ...reply,
        ...likesOf(replyLikes, me),
        mine: reply.author.id === me,
      })),
    })),
  };
}
const feed = (t: Tables, user: DbUser) =>
  ok({
    posts: [...userOf(t).posts]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((p) => postView(p, user.id)),
  });

function postOf(t: Tables, postId: string): PostRecord {
  const post = userOf(t).posts.find((p) => p.id === postId);
  if (!post) throw new HttpError(404, 'Publicação não encontrada.');
  return post;
}
function commentOf(post: PostRecord, commentId: string): CommentRecord {
  const comment = post.comments.find((c) => c.id === commentId);
  if (!comment) throw new HttpError(404, 'Comentário não encontrado.');
  return comment;
}

/** Adds the user's like, or takes it back when it is already there. */
function toggleLike(likedBy: string[], userId: string): void {
  const at = likedBy.indexOf(userId);
  if (at < 0) likedBy.push(userId);
  else likedBy.splice(at, 1);
}

/** The next id of a kind (`cm-NNN`, `rp-NNN`): one past the highest in use. */
function nextId(prefix: 'cm' | 'rp', used: readonly string[]): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)$`);
  const top = used.reduce((max, id) => Math.max(max, Number(pattern.exec(id)?.[1] ?? 0)), 0);
  return `${prefix}-${String(top + 1).padStart(3, '0')}`;
}
const allComments = (u: UserTable) => u.posts.flatMap((p) => p.comments);

const authorOf = (user: DbUser) => ({ id: user.id, name: user.name });

const listHandlers = (Object.keys(PEOPLE_LISTS) as PeopleList[]).flatMap((list) => {
  const { path, field } = PEOPLE_LISTS[list];
  return [
    route(need('GET', `${path}/list`), ({ t }) => ok({ [field]: LISTS[list](userOf(t)) })),
    route(need('POST', `${path}/filter`), filterBody, ({ body, t }) =>
      ok({ results: LISTS[list](userOf(t)).filter((p) => matchesKey(p, body.key)) }),
    ),
  ];
});

export const userSectionHandlers: HttpHandler[] = [
  route(need('GET', '/api/user-list/s1/list'), ({ t }) => ok({ users_s1: byName(userOf(t).people) })),
  route(need('GET', '/api/user-list/s2/list'), ({ t }) =>
    ok({ users_s2: byName(userOf(t).people.filter((p) => p.kind !== 'family')) }),
  ),
  ...listHandlers,
  route(need('GET', '/api/gallery/list'), ({ t }) =>
    ok({ gallery: [...userOf(t).gallery].sort((a, b) => b.takenOn.localeCompare(a.takenOn)) }),
  ),
  route(need('GET', '/api/posts/list'), ({ t, user }) => feed(t, signedIn(user))),

  route(need('POST', '/api/posts/editComment'), editCommentBody, ({ body, t, user }) => {
    const me = signedIn(user);
    const comment = allComments(userOf(t)).find((c) => c.id === body.id);
    if (!comment) throw new HttpError(404, 'Comentário não encontrado.');
    if (comment.author.id !== me.id) throw new HttpError(403, 'Só quem escreveu o comentário pode editá-lo.');
    comment.text = body.key;
    return feed(t, me);
  }),

  route(need('POST', '/api/comments/add'), addCommentBody, ({ body, t, user }) => {
    const me = signedIn(user);
    const post = postOf(t, body.postId);
    post.comments.push({
      id: nextId(
        'cm',
        allComments(userOf(t)).map((c) => c.id),
      ),
      author: authorOf(me),
      createdAt: new Date().toISOString(),
      text: body.comment,
      likedBy: [],
      replies: [],
    });
    return feed(t, me);
  }),

  route(need('POST', '/api/replies/add'), addReplyBody, ({ body, t, user }) => {
    const me = signedIn(user);
    const comment = commentOf(postOf(t, body.postId), body.commentId);
    comment.replies.push({
      id: nextId(
        'rp',
        allComments(userOf(t)).flatMap((c) => c.replies.map((r) => r.id)),
      ),
      author: authorOf(me),
      createdAt: new Date().toISOString(),
      text: body.reply,
      likedBy: [],
    });
    return feed(t, me);
  }),

  route(need('POST', '/api/posts/list/like'), likePostBody, ({ body, t, user }) => {
    const me = signedIn(user);
    toggleLike(postOf(t, body.postId).likedBy, me.id);
    return feed(t, me);
  }),

  route(need('POST', '/api/comments/list/like'), likeCommentBody, ({ body, t, user }) => {
    const me = signedIn(user);
    toggleLike(commentOf(postOf(t, body.postId), body.commentId).likedBy, me.id);
    return feed(t, me);
  }),

  route(need('POST', '/api/replies/list/like'), likeReplyBody, ({ body, t, user }) => {
    const me = signedIn(user);
    const reply = commentOf(postOf(t, body.postId), body.commentId).replies.find(
      (r) => r.id === body.replayId,
    );
    if (!reply) throw new HttpError(404, 'Resposta não encontrada.');
    toggleLike(reply.likedBy, me.id);
    return feed(t, me);
  }),
];
