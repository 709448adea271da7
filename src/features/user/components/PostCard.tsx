import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Comment, Post, Reply } from '@/api/contract/user';
import type { PostChange } from '../userSlice';
import LikeButton from './LikeButton';
import PersonAvatar from './PersonAvatar';
import PictureArt from './PictureArt';
import TextComposer from './TextComposer';

export interface FeedActions {
  change: (change: PostChange) => Promise<boolean>;
  isBusy: (change: PostChange) => boolean;
}

/** Who wrote it and when, with the text as typed (never HTML). */
function Byline({ name, createdAt, size = 40 }: { name: string; createdAt: string; size?: number }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PersonAvatar name={name} size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={createdAt}>
            {intl.formatDate(createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </Typography>
      </Box>
    </Stack>
  );
}

const Text = ({ children }: { children: string }) => (
  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</Typography>
);

function ReplyItem({
  post,
  comment,
  reply,
  feed,
}: {
  post: Post;
  comment: Comment;
  reply: Reply;
  feed: FeedActions;
}) {
  const like: PostChange = {
    call: 'likeReply',
    body: { postId: post.id, commentId: comment.id, replayId: reply.id },
  };
  return (
    <Box component="li" sx={{ pl: { xs: 1.5, sm: 2 }, borderLeft: 2, borderColor: 'divider' }}>
      <Byline name={reply.author.name} createdAt={reply.createdAt} size={32} />
      <Box sx={{ pl: { sm: 5.5 }, pt: 0.5 }}>
        <Text>{reply.text}</Text>
        <LikeButton
          liked={reply.liked}
          likes={reply.likes}
          labelId="user.like.reply"
          name={reply.author.name}
          busy={feed.isBusy(like)}
          onToggle={() => void feed.change(like)}
        />
      </Box>
    </Box>
  );
}

function CommentItem({ post, comment, feed }: { post: Post; comment: Comment; feed: FeedActions }) {
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const like: PostChange = { call: 'likeComment', body: { postId: post.id, commentId: comment.id } };
  const reply = (text: string): PostChange => ({
    call: 'reply',
    body: { postId: post.id, commentId: comment.id, reply: text },
  });
  const edit = (text: string): PostChange => ({ call: 'editComment', body: { id: comment.id, key: text } });

  return (
    <Box component="li">
      <Byline name={comment.author.name} createdAt={comment.createdAt} size={36} />
      <Stack spacing={1} sx={{ pl: { sm: 6 }, pt: 0.5 }}>
        {editing ? (
          <TextComposer
            labelId="user.comment.editLabel"
            submitId="common.save"
            initial={comment.text}
            focusOnOpen
            busy={feed.isBusy(edit(''))}
            onCancel={() => setEditing(false)}
            onSubmit={async (text) => {
              const saved = await feed.change(edit(text));
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <Text>{comment.text}</Text>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5 }}>
          <LikeButton
            liked={comment.liked}
            likes={comment.likes}
            labelId="user.like.comment"
            name={comment.author.name}
            busy={feed.isBusy(like)}
            onToggle={() => void feed.change(like)}
          />
          <Button
            size="small"
            color="inherit"
            aria-expanded={replying}
            onClick={() => setReplying((open) => !open)}
            sx={{ minHeight: 44 }}
          >
            <FormattedMessage id="user.reply.open" />
          </Button>
          {comment.mine && !editing && (
            <Button size="small" color="inherit" onClick={() => setEditing(true)} sx={{ minHeight: 44 }}>
              <FormattedMessage id="common.edit" />
            </Button>
          )}
        </Stack>
        {comment.replies.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {comment.replies.map((r) => (
              <ReplyItem key={r.id} post={post} comment={comment} reply={r} feed={feed} />
            ))}
          </Stack>
        )}
        {replying && (
          <TextComposer
            labelId="user.reply.label"
            submitId="user.reply.send"
            focusOnOpen
            busy={feed.isBusy(reply(''))}
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              const sent = await feed.change(reply(text));
              if (sent) setReplying(false);
              return sent;
            }}
          />
        )}
      </Stack>
    </Box>
  );
}

/** One post of the feed: its author, text and picture, a like, and its comments with their replies. */
export default function PostCard({ post, feed }: { post: Post; feed: FeedActions }) {
  const intl = useIntl();
  const headingId = useId();
  const like: PostChange = { call: 'likePost', body: { postId: post.id } };
  const comment = (text: string): PostChange => ({
    call: 'comment',
    body: { postId: post.id, comment: text },
  });
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Box id={headingId}>
            <Byline name={post.author.name} createdAt={post.createdAt} />
          </Box>
          <Text>{post.text}</Text>
          {post.picture && (
            <Box component="figure" sx={{ m: 0 }}>
              <PictureArt picture={post.picture} ratio="16 / 9" />
              <Typography component="figcaption" variant="caption" color="text.secondary">
                {post.picture.title}
              </Typography>
            </Box>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <LikeButton
              liked={post.liked}
              likes={post.likes}
              labelId="user.like.post"
              name={post.author.name}
              busy={feed.isBusy(like)}
              onToggle={() => void feed.change(like)}
            />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <ChatBubbleOutlineOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                <FormattedMessage id="user.comments.count" values={{ count: post.comments.length }} />
              </Typography>
            </Stack>
          </Stack>
          <Divider />
          {post.comments.length > 0 && (
            <Stack
              component="ul"
              spacing={2}
              aria-label={intl.formatMessage({ id: 'user.comments.label' }, { name: post.author.name })}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {post.comments.map((c) => (
                <CommentItem key={c.id} post={post} comment={c} feed={feed} />
              ))}
            </Stack>
          )}
          <TextComposer
            labelId="user.comment.label"
            submitId="user.comment.send"
            busy={feed.isBusy(comment(''))}
            onSubmit={(text) => feed.change(comment(text))}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
