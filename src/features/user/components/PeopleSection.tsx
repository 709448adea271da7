import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SocialPerson } from '@/api/contract/user';
import SearchField from '@/components/list/SearchField';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { usePeople } from '../usePeople';
import type { UserList } from '../userSlice';

interface PeopleSectionProps {
  list: UserList;
  /** The search box's label ("Buscar seguidores"). */
  searchLabelId: string;
  /** Draws the people found: cards, rows… */
  children: (people: SocialPerson[]) => ReactNode;
}

const PLACEHOLDER = (
  <Card variant="outlined">
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Stack sx={{ flex: 1 }}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Stack>
      </Stack>
    </CardContent>
  </Card>
);

/**
 * A people list with its search, and every state it can be in: loading, a failed load (the neutral error
 * with "Tentar novamente"), nobody yet, nobody found, and the people.
 */
export default function PeopleSection({ list, searchLabelId, children }: PeopleSectionProps) {
  const intl = useIntl();
  const view = usePeople(list);
  const { list: all, found, key } = view;
  const loadingLabel = intl.formatMessage({ id: 'user.people.loading' });
  const skeleton = <CardGridSkeleton label={loadingLabel} card={PLACEHOLDER} count={3} />;

  if (all.status === 'failed')
    return (
      <ErrorState
        error={{ ...all.error, message: 'errors.user.load', fromServer: false }}
        onRetry={view.reload}
      />
    );
  if (all.status !== 'ready' && all.items.length === 0) return skeleton;
  if (all.items.length === 0)
    return <EmptyState titleId="user.people.empty.title" bodyId="user.people.empty.body" />;

  const shown = key === '' ? all.items : found.items;
  let body: ReactNode;
  if (key !== '' && found.status === 'failed') {
    body = (
      <ErrorState
        error={{ ...found.error, message: 'errors.user.search', fromServer: false }}
        onRetry={view.retrySearch}
      />
    );
  } else if (key !== '' && found.status === 'loading' && found.items.length === 0) {
    body = skeleton;
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={SearchOff}
        titleId="user.people.noMatch.title"
        bodyId="user.people.noMatch.body"
        values={{ key }}
        action={
          <Button onClick={() => view.setText('')}>
            <FormattedMessage id="common.clearSearch" />
          </Button>
        }
      />
    );
  } else {
    body = children(shown);
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField
          value={view.text}
          onChange={view.setText}
          label={intl.formatMessage({ id: searchLabelId })}
          placeholder={intl.formatMessage({ id: 'user.search.placeholder' })}
          fullWidth
          sx={{ maxWidth: { sm: 420 } }}
        />
        <Typography role="status" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {key !== '' && found.status === 'loading' ? (
            <FormattedMessage id="user.search.busy" />
          ) : (
            <FormattedMessage id="user.people.count" values={{ count: shown.length }} />
          )}
        </Typography>
      </Stack>
      {body}
    </Stack>
  );
}
