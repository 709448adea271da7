import TextField from '@/components/form/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { KANBAN_TITLE_MAX } from '@/api/contract/kanban';
import HelperWithCounter from '@/components/form/HelperWithCounter';

interface InlineTitleFieldProps {
  /** The title as it is now; the field starts with it. */
  initial: string;
  labelId: string;
  /**
   * Called with the trimmed text on Enter or blur; an empty text cancels. A text over the limit is not
   * saved: the field stays open with it, in error, for the user to shorten (Escape still gives up).
   */
  onDone: (title: string | null) => void;
}

/** A one-line field that saves on Enter or leaving it, and gives up on Escape; a counter shows the limit. */
export default function InlineTitleField({ initial, labelId, onDone }: InlineTitleFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  // The field appears because the user asked to type in it.
  useEffect(() => input.current?.focus(), []);
  const title = value.trim();
  const tooLong = title.length > KANBAN_TITLE_MAX;
  const finish = (save: boolean) => {
    if (save && tooLong) return;
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
      error={tooLong}
      helperText={
        <HelperWithCounter
          text={
            tooLong
              ? intl.formatMessage(
                  { id: 'validation.text.tooLong' },
                  { max: KANBAN_TITLE_MAX, count: title.length },
                )
              : null
          }
          count={value.length}
          max={KANBAN_TITLE_MAX}
        />
      }
    />
  );
}
