import Done from '@mui/icons-material/Done';
import DoneAll from '@mui/icons-material/DoneAll';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { linkify } from '../linkify';

export type BubbleStatus = 'received' | 'sending' | 'sent' | 'read' | 'failed';

interface MessageBubbleProps {
  text: string;
  at: string;
  mine: boolean;
  status: BubbleStatus;
  error?: string | null;
  onRetry?: () => void;
  onDiscard?: () => void;
}

/** A message's text as typed: plain text nodes, with http(s) addresses as links. Never HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            underline="always"
            sx={{ wordBreak: 'break-all' }}
          >
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const STATUS_ICON = { sending: Schedule, sent: Done, read: DoneAll, failed: ErrorOutlineOutlined } as const;

/** One message: mine on the right in the primary colour, theirs on the left; time and delivery state. */
function MessageBubble({ text, at, mine, status, error, onRetry, onDiscard }: MessageBubbleProps) {
  const intl = useIntl();
  const Icon = status === 'received' ? null : STATUS_ICON[status];
  return (
    <Stack
      component="li"
      sx={{
        alignItems: mine ? 'flex-end' : 'flex-start',
        listStyle: 'none',
        px: { xs: 1, sm: 2 },
        py: 0.375,
      }}
      aria-label={intl.formatMessage({ id: mine ? 'chat.message.mine' : 'chat.message.theirs' })}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '85%', md: '70%' },
          px: 1.5,
          pt: 0.75,
          pb: 0.5,
          borderRadius: 2,
          borderEndEndRadius: mine ? 4 : undefined,
          borderEndStartRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100',
          color: mine ? 'primary.contrastText' : 'text.primary',
          outline: status === 'failed' ? `2px solid ${theme.palette.error.main}` : 'none',
          opacity: status === 'sending' ? 0.85 : 1,
        })}
      >
        <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MessageText text={text} />
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.25 }}
        >
          <Typography component="span" variant="caption" sx={{ opacity: 0.9, lineHeight: 1.4 }}>
            <FormattedTime value={at} hour="2-digit" minute="2-digit" hour12={false} />
          </Typography>
          {Icon && (
            <Icon
              sx={{ fontSize: 14, opacity: 0.9 }}
              titleAccess={intl.formatMessage({ id: `chat.status.${status}` })}
            />
          )}
        </Stack>
      </Box>
      {status === 'failed' && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}
          role="alert"
        >
          <Typography variant="caption" color="error">
            {error ?? intl.formatMessage({ id: 'chat.status.failed' })}
          </Typography>
          <Button size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
          <Button size="small" color="inherit" onClick={onDiscard}>
            <FormattedMessage id="chat.message.discard" />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export default memo(MessageBubble);
