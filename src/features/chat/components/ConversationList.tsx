import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { ConversationSummary } from '@/api/contract/chat';
import { useGetConversationsQuery } from '@/api/endpoints/chat';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { dayKey, relativeDay } from '../grouping';
import { CHAT_POLL_MS } from '../polling';
import ContactAvatar from './ContactAvatar';

interface ConversationListProps {
  selectedPeerId: string | null;
  myId: string;
  onSelect: (conversation: ConversationSummary) => void;
  onNew: () => void;
}

function WhenShort({ at }: { at: string }) {
  const day = relativeDay(dayKey(at));
  if (day === 'today') return <FormattedTime value={at} hour="2-digit" minute="2-digit" hour12={false} />;
  if (day === 'yesterday') return <FormattedMessage id="chat.day.yesterday" />;
  return <FormattedDate value={at} day="2-digit" month="2-digit" />;
}

/** Conversations, latest first, with unread counts and a search by name, child or text. */
export default function ConversationList({ selectedPeerId, myId, onSelect, onNew }: ConversationListProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [text, setText] = useDebouncedText(search, setSearch, { normalize: (typed) => typed.trim() });
  const { data, error, isError, isLoading, refetch } = useGetConversationsQuery(
    { search },
    { pollingInterval: CHAT_POLL_MS, skipPollingIfUnfocused: true },
  );

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <SearchField
          fullWidth
          value={text}
          onChange={setText}
          label={intl.formatMessage({ id: 'chat.list.search' })}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {isLoading && (
          <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="85%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
        {isError && !data && (
          <Box sx={{ px: 1.5 }}>
            <ErrorState error={error} onRetry={() => void refetch()} titleId="chat.list.error" />
          </Box>
        )}
        {data && data.lst.length === 0 && (
          <EmptyState
            icon={ForumOutlined}
            titleId={search ? 'chat.list.noMatch' : 'chat.list.empty'}
            bodyId={search ? undefined : 'chat.list.emptyBody'}
            action={
              search ? undefined : (
                <Button variant="outlined" onClick={onNew}>
                  <FormattedMessage id="chat.new" />
                </Button>
              )
            }
          />
        )}
        {data && data.lst.length > 0 && (
          <List disablePadding aria-label={intl.formatMessage({ id: 'chat.list.label' })}>
            {data.lst.map((c) => {
              const mine = c.lastMessage?.fromId === myId;
              const selected = c.peer.id === selectedPeerId;
              return (
                <ListItem key={c.id} disablePadding>
                  <ListItemButton
                    selected={selected}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(c)}
                    sx={{ alignItems: 'flex-start', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <ListItemAvatar sx={{ mt: 0.25 }}>
                      <ContactAvatar contact={c.peer} />
                    </ListItemAvatar>
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                        <Typography
                          component="span"
                          noWrap
                          sx={{ flex: 1, fontWeight: c.unread > 0 ? 700 : 500 }}
                        >
                          {c.peer.name}
                        </Typography>
                        {c.lastMessage && (
                          <Typography
                            component="span"
                            variant="caption"
                            color={c.unread > 0 ? 'primary' : 'text.secondary'}
                            sx={{ flexShrink: 0, fontWeight: c.unread > 0 ? 700 : 400 }}
                          >
                            <WhenShort at={c.lastMessage.at} />
                          </Typography>
                        )}
                      </Stack>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography
                          component="span"
                          variant="body2"
                          color={c.unread > 0 ? 'text.primary' : 'text.secondary'}
                          noWrap
                          sx={{ flex: 1 }}
                        >
                          {mine && <FormattedMessage id="chat.list.you" />}
                          {c.lastMessage?.text}
                        </Typography>
                        {c.unread > 0 && (
                          <Chip
                            size="small"
                            color="primary"
                            label={c.unread}
                            aria-label={intl.formatMessage({ id: 'chat.list.unread' }, { count: c.unread })}
                            sx={{
                              height: 20,
                              minWidth: 20,
                              fontWeight: 700,
                              '& .MuiChip-label': { px: 0.75 },
                            }}
                          />
                        )}
                      </Stack>
                    </Box>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
    </Stack>
  );
}
