import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import ContactAvatar from './ContactAvatar';
import WhenShort from './WhenShort';

interface ContactRowProps {
  contact: ChatContact;
  lastMessage: { text: string; fromId: string; at: string } | null;
  unread: number;
  selected: boolean;
  myId: string;
  onClick: () => void;
  /** The second line while there is no message yet (nothing when left out). */
  noMessage?: ReactNode;
}

/** One person in a chat list: picture, name, when and what was said last, and the unread count. */
export default function ContactRow({
  contact,
  lastMessage,
  unread,
  selected,
  myId,
  onClick,
  noMessage,
}: ContactRowProps) {
  const intl = useIntl();
  const mine = lastMessage?.fromId === myId;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onClick}
        sx={{ alignItems: 'flex-start', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <ListItemAvatar sx={{ mt: 0.25 }}>
          <ContactAvatar contact={contact} />
        </ListItemAvatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography component="span" noWrap sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}>
              {contact.name}
            </Typography>
            {lastMessage && (
              <Typography
                component="span"
                variant="caption"
                color={unread > 0 ? 'primary' : 'text.secondary'}
                sx={{ flexShrink: 0, fontWeight: unread > 0 ? 700 : 400 }}
              >
                <WhenShort at={lastMessage.at} />
              </Typography>
            )}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              component="span"
              variant="body2"
              color={unread > 0 ? 'text.primary' : 'text.secondary'}
              noWrap
              sx={{ flex: 1 }}
            >
              {lastMessage ? (
                <>
                  {mine && <FormattedMessage id="chat.list.you" />}
                  {lastMessage.text}
                </>
              ) : (
                noMessage
              )}
            </Typography>
            {unread > 0 && (
              <Chip
                size="small"
                color="primary"
                label={unread}
                aria-label={intl.formatMessage({ id: 'chat.list.unread' }, { count: unread })}
                sx={{ height: 20, minWidth: 20, fontWeight: 700, '& .MuiChip-label': { px: 0.75 } }}
              />
            )}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
