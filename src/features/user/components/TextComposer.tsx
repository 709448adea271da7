import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { USER_TEXT_MAX } from '@/api/contract/user';

interface TextComposerProps {
  /** The box's label ("Escreva um comentário"). */
  labelId: string;
  /** The send button's text ("Comentar"). */
  submitId: string;
  initial?: string;
  busy: boolean;
  /** Sends the text; the box empties only once it is stored. */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  /** Takes the focus when it appears (opened by a button: the person goes on typing there). */
  focusOnOpen?: boolean;
}

/**
 * A box to write a comment, a reply or an edit. What is typed stays as typed (the list shows it as
 * text, never as HTML); a text over the limit is kept and said so, and nothing is sent until it fits.
 */
export default function TextComposer({
  labelId,
  submitId,
  initial = '',
  busy,
  onSubmit,
  onCancel,
  focusOnOpen = false,
}: TextComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen]);
  const tooLong = text.length > USER_TEXT_MAX;
  const blank = text.trim() === '';

  const send = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (blank || tooLong || busy) return;
    if (await onSubmit(text)) setText('');
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={(event) => void send(event)}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={intl.formatMessage({ id: labelId })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        multiline
        maxRows={6}
        inputRef={input}
        error={tooLong}
        helperText={
          tooLong
            ? intl.formatMessage({ id: 'user.validation.textTooLong' }, { max: USER_TEXT_MAX })
            : undefined
        }
        onKeyDown={(event) => {
          // Enter sends, Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey) void send(event);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendOutlined />}
          disabled={blank || tooLong || busy}
          aria-busy={busy || undefined}
          sx={{ minHeight: 44 }}
        >
          <FormattedMessage id={submitId} />
        </Button>
        {onCancel && (
          <Button onClick={onCancel} sx={{ minHeight: 44 }}>
            <FormattedMessage id="common.cancel" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
