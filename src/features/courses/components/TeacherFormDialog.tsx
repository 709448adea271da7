import { formResolver } from '@/components/form/formResolver';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@/components/form/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import { teacherBodySchema, type TeacherWithClasses } from '@/api/contract/courses';
import { useCreateTeacherMutation, useUpdateTeacherMutation } from '@/api/endpoints/courses';
import FormDialog from '@/components/dialog/FormDialog';
import FormSwitch from '@/components/form/FormSwitch';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { useIsTouch } from '@/hooks/useIsTouch';
import { useErrorText } from '@/components/form/useErrorText';

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
  const touch = useIsTouch();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createTeacher] = useCreateTeacherMutation();
  const [updateTeacher] = useUpdateTeacherMutation();
  const { control, handleSubmit, setError, formState } = useForm<TeacherInput, unknown, TeacherValues>({
    resolver: formResolver(teacherBodySchema),
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
      const doneId = teacher ? 'courses.teacher.saved' : 'courses.teacher.created';
      notify(intl.formatMessage({ id: doneId }, { name: saved.name }), 'success');
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, setError, FORM_FIELDS))
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.teacher.failed' })));
    }
  });

  return (
    <FormDialog
      title={<FormattedMessage id={teacher ? 'courses.teacher.editTitle' : 'courses.teacher.newTitle'} />}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      error={serverError}
      submitLabel={teacher ? undefined : <FormattedMessage id="courses.teacher.create" />}
    >
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
            onChange={(_e, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
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
                  intl.formatMessage({
                    id: touch
                      ? 'courses.teacher.field.subjectsHelp.touch'
                      : 'courses.teacher.field.subjectsHelp',
                  })
                }
              />
            )}
          />
        )}
      />
      {teacher && <FormSwitch control={control} name="active" labelId="courses.teacher.field.active" />}
    </FormDialog>
  );
}
