import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { teacherBodySchema, type TeacherWithClasses } from '@/api/contract/courses';
import { useCreateTeacherMutation, useUpdateTeacherMutation } from '@/api/endpoints/courses';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { useErrorText } from '@/components/form/useErrorText';
import { DIALOG_TITLE_SX } from '../format';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type TeacherInput = z.input<typeof teacherBodySchema>;
type TeacherValues = z.output<typeof teacherBodySchema>;
const FORM_FIELDS = ['name', 'email', 'phone', 'subjects'] as const;

interface TeacherFormDialogProps {
  teacher: TeacherWithClasses | null;
  /** Subjects already in use at the school, offered as suggestions. */
  subjectSuggestions: string[];
  onClose: () => void;
}

/** Add or edit a teacher: name, e-mail, mobile, subjects; an inactive teacher stays on record. */
export default function TeacherFormDialog({ teacher, subjectSuggestions, onClose }: TeacherFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createTeacher] = useCreateTeacherMutation();
  const [updateTeacher] = useUpdateTeacherMutation();
  const { control, handleSubmit, setError, formState } = useForm<TeacherInput, unknown, TeacherValues>({
    resolver: zodResolver(teacherBodySchema),
    defaultValues: teacher
      ? {
          name: teacher.name,
          email: teacher.email,
          phone: teacher.phone,
          subjects: teacher.subjects,
          active: teacher.active,
        }
      : { name: '', email: '', phone: '', subjects: [], active: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = teacher
        ? await updateTeacher({ id: teacher.id, body: values }).unwrap()
        : await createTeacher(values).unwrap();
      notify(
        intl.formatMessage(
          { id: teacher ? 'courses.teacher.saved' : 'courses.teacher.created' },
          { name: saved.name },
        ),
        'success',
      );
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error))
        for (const field of FORM_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) {
            setError(field, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      if (!placed)
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.teacher.failed' })));
    }
  });

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (formState.isSubmitting || (reason === 'backdropClick' && formState.isDirty)) return;
        onClose();
      }}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId} sx={DIALOG_TITLE_SX}>
          <FormattedMessage id={teacher ? 'courses.teacher.editTitle' : 'courses.teacher.newTitle'} />
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormError message={serverError} />
            <FormTextField
              control={control}
              name="name"
              labelId="courses.teacher.field.name"
              autoComplete="off"
              required
            />
            <FormTextField
              control={control}
              name="email"
              labelId="courses.teacher.field.email"
              type="email"
              autoComplete="off"
              required
            />
            <PhoneField control={control} name="phone" labelId="courses.teacher.field.phone" required />
            <Controller
              control={control}
              name="subjects"
              render={({ field, fieldState }) => (
                <Autocomplete<string, true, false, true>
                  multiple
                  freeSolo
                  autoSelect
                  options={subjectSuggestions}
                  value={field.value}
                  onChange={(_e, value) =>
                    field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])
                  }
                  renderValue={(value, getItemProps) =>
                    value.map((option, index) => {
                      const { key, ...props } = getItemProps({ index });
                      return <Chip key={key} size="small" label={option} {...props} />;
                    })
                  }
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      name={field.name}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      label={intl.formatMessage({ id: 'courses.teacher.field.subjects' })}
                      error={fieldState.error != null}
                      helperText={
                        errorText(fieldState.error?.message) ??
                        intl.formatMessage({ id: 'courses.teacher.field.subjectsHelp' })
                      }
                    />
                  )}
                />
              )}
            />
            {teacher && (
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        name={field.name}
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label={intl.formatMessage({ id: 'courses.teacher.field.active' })}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            <FormattedMessage id={teacher ? 'common.save' : 'courses.teacher.create'} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
