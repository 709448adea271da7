import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FamilyOverview } from '@/api/contract/family';
import QuietNote from './QuietNote';

/** The latest message of each conversation with the school, unread ones counted. */
export default function LatestMessages({ messages }: { messages: FamilyOverview['messages'] }) {
  const intl = useIntl();
  if (messages.length === 0) return <QuietNote id="family.welcome.noMessages" />;
  return (
    <Stack spacing={1.5}>
      {messages.map((message) => (
        <Paper key={message.conversationId} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Badge color="primary" badgeContent={message.unread} invisible={message.unread === 0}>
              <ChatBubbleOutline color="action" aria-hidden />
            </Badge>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="p">
                  {message.from}
                  {/* A space in the text, not a margin: it stays between the two in either direction. */}
                  {message.unread > 0 && (
                    <>
                      {'\u2002'}
                      <Box component="span" sx={{ color: 'primary.main', fontWeight: 400 }}>
                        <FormattedMessage id="family.welcome.unread" values={{ count: message.unread }} />
                      </Box>
                    </>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {intl.formatDate(message.at, {
                    day: '2-digit',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
