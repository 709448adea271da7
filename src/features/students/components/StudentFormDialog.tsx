import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import { useGetStudentQuery, useStudentOptionsQuery } from '@/api/endpoints/students';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import ErrorState from '@/components/states/ErrorState';
import { useDown } from '@/hooks/useBreakpoint';
import StudentForm from './StudentForm';

function FormSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <Skeleton variant="rounded" height={56} />
      <Stack direction="row" spacing={2}>
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
        <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
      </Stack>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}

interface StudentFormDialogProps {
  open: boolean;
  /** The student to edit; null creates a new one. */
  studentId: string | null;
  onClose: () => void;
  onSaved?: (student: Student) => void;
}

/** Create or edit a student in a dialog: details, classes and guardians. */
export default function StudentFormDialog({ open, studentId, onClose, onSaved }: StudentFormDialogProps) {
  const intl = useIntl();
  const fullScreen = useDown('sm');
  const titleId = useId();
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const options = useStudentOptionsQuery(undefined, { skip: !open });
  const current = useGetStudentQuery(studentId ?? '', {
    skip: !open || !studentId,
    refetchOnMountOrArgChange: true,
  });

  const close = () => {
    setDirty(false);
    setConfirmDiscard(false);
    onClose();
  };
  const requestClose = () => {
    if (busy) return;
    if (dirty) setConfirmDiscard(true);
    else close();
  };

  const loading = options.isLoading || (studentId != null && current.isLoading);
  const failed = options.error ?? (studentId != null ? current.error : undefined);
  const student = studentId ? (current.data ?? null) : null;
  const ready = !loading && !failed && (studentId == null || student != null);

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        fullScreen={fullScreen}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId} sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
          <FormattedMessage id={studentId ? 'students.form.editTitle' : 'students.form.createTitle'} />
          {student && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {student.name}
            </Typography>
          )}
        </DialogTitle>
        <DialogContent dividers>
          {loading && <FormSkeleton />}
          {!loading && failed && (
            <ErrorState
              error={failed}
              onRetry={() => {
                void options.refetch();
                if (studentId) void current.refetch();
              }}
            />
          )}
          {ready && (
            <DateProvider>
              <StudentForm
                key={student?.id ?? 'new'}
                student={student}
                classes={options.data?.classes ?? []}
                grades={options.data?.grades ?? []}
                formId={formId}
                onDirtyChange={setDirty}
                onBusyChange={setBusy}
                onSaved={(saved) => {
                  close();
                  onSaved?.(saved);
                }}
              />
            </DateProvider>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={requestClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={busy} disabled={!ready}>
            <FormattedMessage id={studentId ? 'common.save' : 'students.form.createSubmit'} />
          </Button>
        </DialogActions>
      </Dialog>
      <UnsavedChangesPrompt when={open && dirty} />
      <ConfirmDialog
        open={confirmDiscard}
        title={intl.formatMessage({ id: 'students.form.discard.title' })}
        confirmLabel={intl.formatMessage({ id: 'students.form.discard.confirm' })}
        destructive
        onConfirm={close}
        onClose={() => setConfirmDiscard(false)}
      >
        <FormattedMessage id="students.form.discard.body" />
      </ConfirmDialog>
    </>
  );
}
