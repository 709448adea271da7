import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import SearchField from '@/components/list/SearchField';
import EmptyState from '@/components/states/EmptyState';

interface ChatListShellProps {
  /** What is typed in the search box. */
  text: string;
  onText: (text: string) => void;
  searchLabelId: string;
  listLabelId: string;
  /** Loading or error states, shown above the rows. */
  status?: ReactNode;
  /** How many rows there are, or null while there is nothing to say yet (see `status`). */
  count: number | null;
  /** A search is on: an empty list means no match rather than nobody yet. */
  searching: boolean;
  emptyIcon: ComponentType<{ fontSize?: 'inherit' | 'large' }>;
  emptyId: string;
  emptyBodyId: string;
  noMatchId: string;
  /** The way forward offered when the list is empty (not when a search matches nothing). */
  emptyAction?: ReactNode;
  /** The rows (ContactRow). */
  children: ReactNode;
}

/** A chat list: the search box on top, then the rows (or why there are none) in a scrolling area. */
export default function ChatListShell({
  text,
  onText,
  searchLabelId,
  listLabelId,
  status,
  count,
  searching,
  emptyIcon,
  emptyId,
  emptyBodyId,
  noMatchId,
  emptyAction,
  children,
}: ChatListShellProps) {
  const intl = useIntl();
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchField
          fullWidth
          value={text}
          onChange={onText}
          label={intl.formatMessage({ id: searchLabelId })}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {status}
        {count === 0 && (
          <EmptyState
            icon={emptyIcon}
            titleId={searching ? noMatchId : emptyId}
            bodyId={searching ? undefined : emptyBodyId}
            action={searching ? undefined : emptyAction}
          />
        )}
        {count != null && count > 0 && (
          <List disablePadding aria-label={intl.formatMessage({ id: listLabelId })}>
            {children}
          </List>
        )}
      </Box>
    </Stack>
  );
}
