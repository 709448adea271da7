import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';

/** What FormPage reads of an RTK Query result. */
export interface FormPageQuery {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface FormPageProps<Data> {
  /** The list the form belongs to: the back link, and the way out when the item is not found. */
  backTo: string;
  /** Text of the back link (and of the not-found page's button). */
  backLabelId: string;
  /** The loads the form needs: a skeleton while any is loading, a retry of all of them on failure. */
  queries: readonly FormPageQuery[];
  /** Everything the form needs, once loaded; while undefined (after loading), the page shows the error. */
  data: Data | undefined;
  /** Set when the item to edit is not there (deleted, or a wrong link). */
  notFound?: { icon: ComponentType<{ fontSize?: 'inherit' | 'large' }>; titleId: string } | undefined;
  titleId: string;
  subtitleId?: string;
  values?: Record<string, string | number>;
  /** The form itself, given the loaded data. */
  children: (data: Data) => ReactNode;
}

/**
 * The frame of a create/edit page: "← back" to its list, a skeleton while the data loads, the error
 * with a retry, "not found" for a stale link, then the page's h1 and the form.
 */
export default function FormPage<Data>({
  backTo,
  backLabelId,
  queries,
  data,
  notFound,
  titleId,
  subtitleId,
  values,
  children,
}: FormPageProps<Data>) {
  let content: ReactNode;
  if (queries.some((q) => q.isLoading)) content = <FormSkeleton />;
  else if (data === undefined)
    content = (
      <ErrorState
        error={queries.find((q) => q.error != null)?.error}
        onRetry={() => {
          for (const q of queries) void q.refetch();
        }}
      />
    );
  else if (notFound)
    content = (
      <EmptyState
        icon={notFound.icon}
        titleId={notFound.titleId}
        action={
          <Button component={RouterLink} to={backTo} variant="outlined">
            <FormattedMessage id={backLabelId} />
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <PageHeader titleId={titleId} subtitleId={subtitleId} values={values} />
        {children(data)}
      </>
    );

  return (
    <Box sx={{ maxWidth: 880, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBackOutlined />}
        sx={{ mb: 1.5, ml: -1 }}
        size="small"
      >
        <FormattedMessage id={backLabelId} />
      </Button>
      {content}
    </Box>
  );
}

/** Placeholder of a form page while its data loads. */
function FormSkeleton() {
  const intl = useIntl();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="rounded" height={140} />
    </Stack>
  );
}
