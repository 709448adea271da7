import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ConversationSummary } from '@/api/contract/chat';
import { useGetConversationsQuery } from '@/api/endpoints/chat';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import ErrorState from '@/components/states/ErrorState';
import { CHAT_POLL_MS } from '../polling';
import ChatListShell from './ChatListShell';
import ContactListSkeleton from './ContactListSkeleton';
import ContactRow from './ContactRow';

interface ConversationListProps {
  selectedPeerId: string | null;
  myId: string;
  onSelect: (conversation: ConversationSummary) => void;
  onNew: () => void;
}

/** Conversations, latest first, with unread counts and a search by name, child or text. */
export default function ConversationList({ selectedPeerId, myId, onSelect, onNew }: ConversationListProps) {
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedText(search, setSearch, { normalize: (typed) => typed.trim() });
  const { data, error, isError, isLoading, refetch } = useGetConversationsQuery(
    { search },
    { pollingInterval: CHAT_POLL_MS, skipPollingIfUnfocused: true },
  );

  return (
    <ChatListShell
      text={text}
      onText={setText}
      searchLabelId="chat.list.search"
      listLabelId="chat.list.label"
      status={
        <>
          {isLoading && <ContactListSkeleton />}
          {isError && !data && (
            <Box sx={{ px: 1.5 }}>
              <ErrorState error={error} onRetry={() => void refetch()} titleId="chat.list.error" />
            </Box>
          )}
        </>
      }
      count={data ? data.lst.length : null}
      searching={Boolean(search)}
      emptyIcon={ForumOutlined}
      emptyId="chat.list.empty"
      emptyBodyId="chat.list.emptyBody"
      noMatchId="chat.list.noMatch"
      emptyAction={
        <Button variant="outlined" onClick={onNew}>
          <FormattedMessage id="chat.new" />
        </Button>
      }
    >
      {data?.lst.map((c) => (
        <ContactRow
          key={c.id}
          contact={c.peer}
          lastMessage={c.lastMessage}
          unread={c.unread}
          selected={c.peer.id === selectedPeerId}
          myId={myId}
          onClick={() => onSelect(c)}
        />
      ))}
    </ChatListShell>
  );
}
