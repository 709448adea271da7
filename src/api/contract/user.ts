import { z, type ZodMiniType } from 'zod/mini';
import { e, type Endpoint } from './common';
import { envelopeSchema } from './envelope';

/**
 * The user section of the template apps (SPEC.md §3 "user sections", §7 "User section (template)"): the
 * people of the Lumi network (families, teachers, school staff and event producers), their posts with
 * comments and replies, a gallery, and the same people as user lists and cards. The paths and bodies are
 * the spec's; the answers are designed here in the envelope style. Every post call answers the whole feed
 * (`posts`), every `filter {key}` answers `results`: the people whose name, title, organisation or city
 * hold every word of the key (accents and case aside; an empty key answers them all).
 *
 * Likes belong to the caller: `liked` says whether the signed-in user likes it, and a second like takes
 * the like back. `POST /api/posts/editComment {key, id}` rewrites a comment the caller wrote: `id` is the
 * comment, `key` its new text (the spec names only the fields; this is their designed meaning).
 */

export const USER_TEXT_MAX = 1000;
export const USER_KEY_MAX = 120;

export const PERSON_KINDS = ['family', 'teacher', 'staff', 'producer'] as const;
export const personKindSchema = z.enum(PERSON_KINDS);
export type PersonKind = z.infer<typeof personKindSchema>;

export const PERSON_STATUSES = ['online', 'away', 'offline'] as const;
export const personStatusSchema = z.enum(PERSON_STATUSES);
export type PersonStatus = z.infer<typeof personStatusSchema>;

const id = z.string().check(z.minLength(1), z.maxLength(64));

/** Someone of the network, as every list and card shows them. */
export const socialPersonSchema = z.object({
  id,
  name: z.string().check(z.maxLength(120)),
  kind: personKindSchema,
  /** What they are to the school world: "Professora de robótica", "Mãe da Lívia (3º ano B)". */
  title: z.string().check(z.maxLength(120)),
  /** School or company, or '' (a family). */
  organisation: z.string().check(z.maxLength(120)),
  city: z.string().check(z.maxLength(80)),
  state: z.string().check(z.length(2)),
  email: z.string().check(z.maxLength(254)),
  /** Digits, DDD first. */
  phone: z.string().check(z.maxLength(15)),
  about: z.string().check(z.maxLength(400)),
  status: personStatusSchema,
  /** Friends in common with the signed-in user. */
  mutualFriends: z.int().check(z.nonnegative()),
  posts: z.int().check(z.nonnegative()),
  followers: z.int().check(z.nonnegative()),
  /** When they joined Lumi, YYYY-MM-DD. */
  joinedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type SocialPerson = z.infer<typeof socialPersonSchema>;

/** A picture drawn from two hues (a gradient, no image file): the gallery's and the posts'. */
export const pictureSchema = z.object({
  title: z.string().check(z.maxLength(120)),
  /** Two hues, 0–360, the gradient runs between. */
  hues: z.tuple([z.number().check(z.gte(0), z.lte(360)), z.number().check(z.gte(0), z.lte(360))]),
  subject: z.enum(['event', 'course', 'lumis', 'school']),
});
export type Picture = z.infer<typeof pictureSchema>;

export const galleryItemSchema = z.extend(pictureSchema, {
  id,
  /** When it was taken, YYYY-MM-DD. */
  takenOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const authorSchema = z.object({ id, name: z.string().check(z.maxLength(120)) });
export type Author = z.infer<typeof authorSchema>;

/** What a post, a comment and a reply share: who wrote it, when, the text as typed, and its likes. */
const written = {
  id,
  author: authorSchema,
  /** ISO date-time. */
  createdAt: z.string(),
  /** Plain text, shown as typed (never as HTML). */
  text: z.string().check(z.maxLength(USER_TEXT_MAX * 2)),
  likes: z.int().check(z.nonnegative()),
  /** Whether the signed-in user likes it. */
  liked: z.boolean(),
};

export const replySchema = z.object({ ...written, mine: z.boolean() });
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.object({
  ...written,
  /** The signed-in user wrote it (and may edit it). */
  mine: z.boolean(),
  /** Oldest first. */
  replies: z.array(replySchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const postSchema = z.object({
  ...written,
  picture: z.nullable(pictureSchema),
  /** Oldest first. */
  comments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;

// Bodies (SPEC.md §7, field for field).
const text = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(USER_TEXT_MAX, 'user.validation.textTooLong'));
export const filterBody = z.object({ key: z.string().check(z.trim(), z.maxLength(USER_KEY_MAX)) });
export const editCommentBody = z.object({ key: text('user.validation.commentRequired'), id });
export const addCommentBody = z.object({ postId: id, comment: text('user.validation.commentRequired') });
export const addReplyBody = z.object({
  postId: id,
  commentId: id,
  reply: text('user.validation.replyRequired'),
});
export const likePostBody = z.object({ postId: id });
export const likeCommentBody = z.object({ postId: id, commentId: id });
/** `replayId` is the spec's own spelling of the reply's id. */
export const likeReplyBody = z.object({ postId: id, commentId: id, replayId: id });
export type FilterBody = z.infer<typeof filterBody>;
export type AddCommentBody = z.infer<typeof addCommentBody>;
export type AddReplyBody = z.infer<typeof addReplyBody>;
export type EditCommentBody = z.infer<typeof editCommentBody>;
export type LikePostBody = z.infer<typeof likePostBody>;
export type LikeCommentBody = z.infer<typeof likeCommentBody>;
export type LikeReplyBody = z.infer<typeof likeReplyBody>;

const answer = <T extends Record<string, ZodMiniType>>(fields: T) =>
  z.extend(envelopeSchema, { flag: z.literal(true), ...fields });
const people = z.array(socialPersonSchema).check(z.maxLength(500));

export const userResponses = {
  usersS1: answer({ users_s1: people }),
  usersS2: answer({ users_s2: people }),
  followers: answer({ followers: people }),
  friendRequests: answer({ friendRequests: people }),
  friends: answer({ friends: people }),
  gallery: answer({ gallery: z.array(galleryItemSchema).check(z.maxLength(500)) }),
  posts: answer({ posts: z.array(postSchema).check(z.maxLength(500)) }),
  users: answer({ users: people }),
  results: answer({ results: people }),
} as const;

/** The people lists that can be filtered, each with its list's answer field. */
export const PEOPLE_LISTS = {
  followers: { path: '/api/followers', field: 'followers' },
  friendRequests: { path: '/api/friend-request', field: 'friendRequests' },
  friends: { path: '/api/friends', field: 'friends' },
  detailCards: { path: '/api/details-card', field: 'users' },
  simpleCards: { path: '/api/simple-card', field: 'users' },
  profileCards: { path: '/api/profile-card', field: 'users' },
} as const;
export type PeopleList = keyof typeof PEOPLE_LISTS;

const r = userResponses;
const get = (path: string, summary: string, response: ZodMiniType) =>
  e({ method: 'GET', path, summary, access: 'signedIn', response, source: 'spec' });
const post = (path: string, summary: string, body: ZodMiniType, response: ZodMiniType) =>
  e({ method: 'POST', path, summary, access: 'signedIn', body, response, source: 'spec' });

const filterSummary = (who: string) =>
  `${who} whose name, title, organisation or city hold every word of key (accents and case aside; an empty key answers all); answers results`;
const feed = 'answers the whole feed (posts), newest first';

export const userEndpoints = (): readonly Endpoint[] => [
  get('/api/user-list/s1/list', 'The first user list: the whole network, by name (users_s1)', r.usersS1),
  get(
    '/api/user-list/s2/list',
    'The second user list: the school’s teachers, staff and producers, by name (users_s2)',
    r.usersS2,
  ),
  get('/api/followers/list', 'The people who follow the signed-in user, by name (followers)', r.followers),
  post('/api/followers/filter', filterSummary('The followers'), filterBody, r.results),
  get(
    '/api/friend-request/list',
    'The people asking to be the signed-in user’s friends (friendRequests)',
    r.friendRequests,
  ),
  post('/api/friend-request/filter', filterSummary('The friend requests'), filterBody, r.results),
  get('/api/friends/list', 'The signed-in user’s friends, by name (friends)', r.friends),
  post('/api/friends/filter', filterSummary('The friends'), filterBody, r.results),
  get('/api/gallery/list', 'The gallery’s pictures, newest first (gallery)', r.gallery),
  get('/api/posts/list', `The posts of the network with their comments and replies; ${feed}`, r.posts),
  post(
    '/api/posts/editComment',
    `Rewrite a comment the signed-in user wrote: id is the comment, key its new text (403 for another’s comment, 404 for none); ${feed}`,
    editCommentBody,
    r.posts,
  ),
  post(
    '/api/comments/add',
    `Comment on a post as the signed-in user (comment is the text, 1–1000 characters; 404 for no post); ${feed}`,
    addCommentBody,
    r.posts,
  ),
  post(
    '/api/replies/add',
    `Reply to a comment as the signed-in user (reply is the text; 404 for no post or comment); ${feed}`,
    addReplyBody,
    r.posts,
  ),
  post(
    '/api/posts/list/like',
    `Like a post as the signed-in user, or take the like back when they already like it; ${feed}`,
    likePostBody,
    r.posts,
  ),
  post('/api/comments/list/like', `Like a comment, or take the like back; ${feed}`, likeCommentBody, r.posts),
  post(
    '/api/replies/list/like',
    `Like a reply (replayId, the spec’s spelling), or take the like back; ${feed}`,
    likeReplyBody,
    r.posts,
  ),
  get(
    '/api/details-card/list',
    'The people as detail cards: the school’s teachers and staff (users)',
    r.users,
  ),
  post('/api/details-card/filter', filterSummary('The detail cards'), filterBody, r.results),
  get('/api/simple-card/list', 'The people as simple cards: the whole network (users)', r.users),
  post('/api/simple-card/filter', filterSummary('The simple cards'), filterBody, r.results),
  get('/api/profile-card/list', 'The people as profile cards: families and event producers (users)', r.users),
  post('/api/profile-card/filter', filterSummary('The profile cards'), filterBody, r.results),
];
