import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDown } from '@/hooks/useBreakpoint';
import { STATUSES, statusLabelId, type MarkStatus } from '../status';
import type { RosterStudent } from './RosterRow';

const NOTE_MAX = 280;
const QUICK_REASONS = ['medical', 'sick', 'travel', 'transport', 'family'] as const;

interface MarkDialogProps {
  student: RosterStudent;
  status: MarkStatus;
  note: string;
  onSave: (status: MarkStatus, note: string) => void;
  onClose: () => void;
}

/** A student's mark in detail: the status and a reason (consulta médica, transporte…). */
export default function MarkDialog({
  student,
  status: initialStatus,
  note: initialNote,
  onSave,
  onClose,
}: MarkDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const fullScreen = useDown('sm');
  const [status, setStatus] = useState<MarkStatus>(initialStatus);
  const [note, setNote] = useState(initialNote);
  const tooLong = note.length > NOTE_MAX;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (tooLong) return;
    onSave(status, note.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          <FormattedMessage id="attendance.details.title" values={{ name: student.name }} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="p" id={`${titleId}-status`}>
                <FormattedMessage id="attendance.details.status" />
              </Typography>
              <ToggleButtonGroup
                exclusive
                value={status ?? 'unmarked'}
                onChange={(_event, value: string | null) => {
                  if (value !== null) setStatus(value === 'unmarked' ? null : (value as MarkStatus));
                }}
                aria-labelledby={`${titleId}-status`}
                sx={{ flexWrap: 'wrap' }}
              >
                {[...STATUSES, null].map((s) => (
                  <ToggleButton
                    key={s ?? 'unmarked'}
                    value={s ?? 'unmarked'}
                    sx={{ flexGrow: 1, minHeight: 44 }}
                  >
                    {intl.formatMessage({ id: statusLabelId(s) })}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            <TextField
              label={intl.formatMessage({ id: 'attendance.details.note' })}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              multiline
              minRows={2}
              error={tooLong}
              helperText={
                tooLong
                  ? intl.formatMessage({ id: 'attendance.details.noteTooLong' }, { max: NOTE_MAX })
                  : intl.formatMessage(
                      { id: 'attendance.details.noteHelp' },
                      { count: note.length, max: NOTE_MAX },
                    )
              }
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {QUICK_REASONS.map((reason) => {
                const text = intl.formatMessage({ id: `attendance.reason.${reason}` });
                return <Chip key={reason} label={text} variant="outlined" onClick={() => setNote(text)} />;
              })}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={tooLong}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
