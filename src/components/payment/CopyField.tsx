import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useIsTouch } from '@/hooks/useIsTouch';

interface CopyFieldProps {
  labelId: string;
  value: string;
  /** Label of the copy button. */
  buttonId?: string;
  monospace?: boolean;
}

/** A read-only code with a copy button (PIX "copia e cola", boleto line); says when it is copied. */
export default function CopyField({
  labelId,
  value,
  buttonId = 'payment.copy.button',
  monospace = true,
}: CopyFieldProps) {
  const intl = useIntl();
  const touch = useIsTouch();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // No clipboard permission: select the text so the family can copy it by hand.
      inputRef.current?.select();
      setState('manual');
    }
  };

  return (
    <Stack spacing={1}>
      <TextField
        label={intl.formatMessage({ id: labelId })}
        value={value}
        multiline
        maxRows={4}
        inputRef={inputRef}
        onFocus={(e) => e.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-describedby': statusId, spellCheck: false },
          input: {
            sx: {
              fontFamily: monospace ? 'monospace' : undefined,
              fontSize: '0.85rem',
              wordBreak: 'break-all',
            },
          },
        }}
        fullWidth
      />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={state === 'copied' ? <CheckOutlined /> : <ContentCopyOutlined />}
          onClick={() => void copy()}
        >
          <FormattedMessage id={buttonId} />
        </Button>
        <Typography id={statusId} variant="body2" color="text.secondary" role="status">
          {state === 'copied' && <FormattedMessage id="payment.copy.done" />}
          {state === 'manual' && (
            <FormattedMessage id={touch ? 'payment.copy.manual.touch' : 'payment.copy.manual'} />
          )}
        </Typography>
      </Stack>
    </Stack>
  );
}
