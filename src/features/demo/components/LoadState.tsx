import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';

/** What LoadState reads of an RTK Query result. */
export interface LoadQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface LoadStateProps<Item> {
  query: LoadQuery;
  items: readonly Item[] | undefined;
  /** Names the placeholder while the data loads ("Carregando eventos…"). */
  loadingLabelId: string;
  emptyTitleId: string;
  emptyBodyId?: string;
  /** Height of the placeholder, in px. */
  skeletonHeight?: number;
  children: (items: readonly Item[]) => ReactNode;
}

/** Every demo that loads data: a placeholder while it loads, the error with a retry, "nothing yet", then the data. */
export default function LoadState<Item>({
  query,
  items,
  loadingLabelId,
  emptyTitleId,
  emptyBodyId,
  skeletonHeight = 320,
  children,
}: LoadStateProps<Item>) {
  const intl = useIntl();
  if (query.isLoading)
    return (
      <Stack role="status" aria-busy="true" aria-label={intl.formatMessage({ id: loadingLabelId })}>
        <Skeleton variant="rounded" height={skeletonHeight} />
      </Stack>
    );
  if (query.isError || !items)
    return (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (items.length === 0) return <EmptyState titleId={emptyTitleId} bodyId={emptyBodyId} />;
  return <>{children(items)}</>;
}
