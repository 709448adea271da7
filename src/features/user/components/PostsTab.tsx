import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { usePosts } from '../usePosts';
import PostCard from './PostCard';

function PostSkeleton() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Skeleton width="40%" />
        </Stack>
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/** The feed: posts of the network about events, courses and the Lumis, with comments, replies and likes. */
export default function PostsTab() {
  const intl = useIntl();
  const { items, status, error, reload, change, isBusy } = usePosts();
  if (status === 'failed')
    return (
      <ErrorState error={{ ...error, message: 'errors.user.load', fromServer: false }} onRetry={reload} />
    );
  if (status !== 'ready' && items.length === 0)
    return (
      <Stack
        spacing={2}
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'user.posts.loading' })}
      >
        <PostSkeleton />
        <PostSkeleton />
      </Stack>
    );
  if (items.length === 0)
    return <EmptyState titleId="user.posts.empty.title" bodyId="user.posts.empty.body" />;
  return (
    <Stack spacing={2}>
      {items.map((post) => (
        <PostCard key={post.id} post={post} feed={{ change, isBusy }} />
      ))}
    </Stack>
  );
}
