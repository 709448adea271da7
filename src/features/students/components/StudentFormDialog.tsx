import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import {
  STUDENT_GRADES,
  studentBodySchema,
  type StudentBody,
  type StudentClassOption,
  type StudentFormValues,
} from '@/api/contract/students';
import {
  useCreateStudentMutation,
  useGetStudentQuery,
  useStudentOptionsQuery,
  useUpdateStudentMutation,
} from '@/api/endpoints/students';
import { isApiError } from '@/api/errors';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import DateProvider from '@/components/dates/DateProvider';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { useErrorText } from '@/components/form/useErrorText';
import ErrorState from '@/components/states/ErrorState';
import BirthDateField from './BirthDateField';
import { EMPTY_GUARDIAN } from '../labels';
import GuardiansFields from './GuardiansFields';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const EMPTY: StudentFormValues = {
  name: '',
  birthDate: '',
  grade: '',
  classIds: [],
  status: 'active',
  guardians: [{ ...EMPTY_GUARDIAN, relation: 'Mãe' }],
};

const TOP_FIELDS = ['name', 'birthDate', 'grade', 'classIds', 'status', 'guardians'] as const;
const GUARDIAN_FIELD = /^guardians\.\d+\.(name|phone|email|relation)$/;

function valuesOf(student: Student): StudentFormValues {
  return {
    name: student.name,
    birthDate: student.birthDate,
    grade: student.grade,
    classIds: student.classIds,
    status: student.status,
    guardians: student.guardians.map((g) => ({
      name: g.name,
      phone: g.phone,
      email: g.email,
      relation: g.relation,
    })),
  };
}

interface StudentFormProps {
  student: Student | null;
  classes: readonly StudentClassOption[];
  grades: readonly string[];
  formId: string;
  onDirtyChange: (dirty: boolean) => void;
  onBusyChange: (busy: boolean) => void;
  onSaved: (student: Student) => void;
}

function StudentForm({
  student,
  classes,
  grades,
  formId,
  onDirtyChange,
  onBusyChange,
  onSaved,
}: StudentFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [create] = useCreateStudentMutation();
  const [update] = useUpdateStudentMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const initial = useMemo(() => (student ? valuesOf(student) : EMPTY), [student]);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<StudentFormValues, unknown, StudentBody>({
    resolver: zodResolver(studentBodySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const gradeOptions = useMemo(
    () => [...new Set([...STUDENT_GRADES, ...grades, ...(student ? [student.grade] : [])])],
    [grades, student],
  );
  const classById = useMemo(() => new Map(classes.map((c) => [c.id, c])), [classes]);
  const knownRelations = useMemo(() => student?.guardians.map((g) => g.relation) ?? [], [student]);

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    onBusyChange(true);
    try {
      const saved = student ? await update({ id: student.id, body }).unwrap() : await create(body).unwrap();
      notify(
        intl.formatMessage(
          { id: student ? 'students.form.updated' : 'students.form.created' },
          { name: saved.name },
        ),
        'success',
      );
      onSaved(saved);
    } catch (error) {
      // Nothing typed is lost: the server's reasons go on their fields and above the form.
      const apiError = isApiError(error) ? error : null;
      let focused = false;
      for (const [field, message] of Object.entries(apiError?.fieldErrors ?? {})) {
        const known = (TOP_FIELDS as readonly string[]).includes(field) || GUARDIAN_FIELD.test(field);
        if (!known) continue;
        setError(
          field as FieldPath<StudentFormValues>,
          { type: 'server', message },
          { shouldFocus: !focused },
        );
        focused = true;
      }
      setServerError(apiErrorText(intl, apiError, intl.formatMessage({ id: 'students.form.failed' })));
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={intl.formatMessage({
        id: student ? 'students.form.editTitle' : 'students.form.createTitle',
      })}
    >
      <Stack spacing={3}>
        <FormError message={serverError} />
        <Stack spacing={2}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            <FormattedMessage id="students.form.details" />
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                labelId="students.field.name"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <BirthDateField control={control} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="grade" labelId="students.field.grade" select required>
                {gradeOptions.map((grade) => (
                  <MenuItem key={grade} value={grade}>
                    {grade}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <Controller
                control={control}
                name="classIds"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    options={classes.map((c) => c.id)}
                    value={field.value}
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    getOptionLabel={(id) => classById.get(id)?.title ?? id}
                    filterSelectedOptions
                    noOptionsText={intl.formatMessage({ id: 'students.field.classes.none' })}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        name="classIds"
                        label={intl.formatMessage({ id: 'students.field.classes' })}
                        error={fieldState.error != null}
                        helperText={
                          errorText(fieldState.error?.message) ??
                          intl.formatMessage({ id: 'students.field.classes.help' })
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField control={control} name="status" labelId="students.field.status" select>
                <MenuItem value="active">
                  <FormattedMessage id="students.status.active" />
                </MenuItem>
                <MenuItem value="inactive">
                  <FormattedMessage id="students.status.inactive" />
                </MenuItem>
              </FormTextField>
            </Grid>
          </Grid>
        </Stack>
        <Divider />
        <GuardiansFields control={control} errors={errors} knownRelations={knownRelations} />
      </Stack>
    </Box>
  );
}

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
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
