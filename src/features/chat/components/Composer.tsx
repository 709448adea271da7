import InsertEmoticonOutlined from '@mui/icons-material/InsertEmoticonOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHAT_TEXT_MAX } from '@/api/contract/chat';
import { useIsTouch } from '@/hooks/useIsTouch';

/*
 * The emoji grid opens in a popover, whose code (with MUI's modal) loads the first time the button is
 * pressed; afterwards it stays mounted and opens at once.
 */
const EmojiGrid = lazy(() => import('./EmojiGrid'));

/** The emoji button and its grid: a button per emoji, which goes in where the caret is. */
function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <IconButton
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        aria-label={intl.formatMessage({ id: 'chat.composer.emoji' })}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ mb: 0.25 }}
      >
        <InsertEmoticonOutlined />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <EmojiGrid anchor={anchor} onClose={() => setAnchor(null)} onPick={onPick} />
        </Suspense>
      )}
    </>
  );
}

interface ComposerProps {
  peerName: string;
  initialText: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
}

/** Where a message is written: Enter sends, Shift+Enter starts a new line; emojis go in at the caret. */
export default function Composer({ peerName, initialText, onDraft, onSend }: ComposerProps) {
  const intl = useIntl();
  const touch = useIsTouch();
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLTextAreaElement | null>(null);
  // Where the caret goes once the text with an inserted emoji is on screen.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current == null || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);
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

  const insert = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    caret.current = start + emoji.length;
    change(text.slice(0, start) + emoji + text.slice(end));
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
      <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'flex-end' }}>
        <EmojiPicker onPick={insert} />
        <TextField
          inputRef={input}
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
          // A phone's keyboard has no Shift+Enter: its own key says what it does (enterKeyHint).
          !touch && <FormattedMessage id="chat.composer.help" />
        )}
      </Typography>
    </Box>
  );
}
