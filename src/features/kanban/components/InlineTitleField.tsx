import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { KANBAN_TITLE_MAX } from '@/api/contract/kanban';

interface InlineTitleFieldProps {
  /** The title as it is now; the field starts with it. */
  initial: string;
  labelId: string;
  /** Called with the trimmed text on Enter or blur; an empty text cancels. */
  onDone: (title: string | null) => void;
}

/** A one-line field that saves on Enter or leaving it, and gives up on Escape. */
export default function InlineTitleField({ initial, labelId, onDone }: InlineTitleFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // The field appears because the user asked to type in it.
  useEffect(() => input.current?.focus(), []);
  const finish = (save: boolean) => {
    const title = value.trim();
    onDone(save && title !== '' ? title : null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };
  return (
    <TextField
      inputRef={input}
      size="small"
      fullWidth
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true)}
      label={intl.formatMessage({ id: labelId })}
      slotProps={{ htmlInput: { maxLength: KANBAN_TITLE_MAX } }}
    />
  );
}
