import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_TEXT_MAX } from '@/api/contract/chat';

interface ComposerProps {
  peerName: string;
  initialText: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
}

/** Where a message is written: Enter sends, Shift+Enter starts a new line. */
export default function Composer({ peerName, initialText, onDraft, onSend }: ComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();
  const tooLong = text.length > CHAT_TEXT_MAX;

  const change = (next: string) => {
    setText(next);
    onDraft(next);
  };

  const submit = () => {
    if (!trimmed || tooLong) return;
    onSend(trimmed);
    change('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Enter while composing an accent or a suggestion (IME) finishes the word, not the message.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1, sm: 1.5 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          name="text"
          value={text}
          onChange={(e) => change(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={intl.formatMessage({ id: 'chat.composer.placeholder' }, { name: peerName })}
          error={tooLong}
          slotProps={{
            htmlInput: {
              'aria-label': intl.formatMessage({ id: 'chat.composer.label' }),
              'aria-describedby': 'chat-composer-help',
              enterKeyHint: 'send',
            },
          }}
        />
        <IconButton
          color="primary"
          onClick={submit}
          disabled={!trimmed || tooLong}
          aria-label={intl.formatMessage({ id: 'chat.composer.send' })}
          sx={{ mb: 0.25 }}
        >
          <SendOutlined />
        </IconButton>
      </Stack>
      <Typography
        id="chat-composer-help"
        variant="caption"
        color={tooLong ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5, px: 0.5 }}
      >
        {tooLong || text.length > CHAT_TEXT_MAX - 200 ? (
          <FormattedMessage id="chat.composer.count" values={{ count: text.length, max: CHAT_TEXT_MAX }} />
        ) : (
          <FormattedMessage id="chat.composer.help" />
        )}
      </Typography>
    </Box>
  );
}
