import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import InlineTitleField from './InlineTitleField';

interface QuickAddProps {
  /** The button's words (a message id). */
  buttonId: string;
  fieldLabelId: string;
  /** The button's full name when its words alone are ambiguous (one per column). */
  ariaLabel?: string;
  onAdd: (title: string) => void;
  fullWidth?: boolean;
}

/** "Add …" that turns into a one-line field: Enter adds and keeps the field open for the next one. */
export default function QuickAdd({
  buttonId,
  fieldLabelId,
  ariaLabel,
  onAdd,
  fullWidth = true,
}: QuickAddProps) {
  const [open, setOpen] = useState(false);
  const [round, setRound] = useState(0);
  if (open) {
    return (
      <InlineTitleField
        key={round}
        initial=""
        labelId={fieldLabelId}
        onDone={(title) => {
          if (title === null) {
            setOpen(false);
            return;
          }
          onAdd(title);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return (
    <Button
      startIcon={<Add />}
      fullWidth={fullWidth}
      onClick={() => setOpen(true)}
      aria-label={ariaLabel}
      sx={{ justifyContent: 'flex-start' }}
    >
      <FormattedMessage id={buttonId} />
    </Button>
  );
}
