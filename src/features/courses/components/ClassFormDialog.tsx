import Grid from '@mui/material/Grid';
import { formResolver } from '@/components/form/formResolver';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseClass } from '@/api/contract/domain';
import { useCreateCourseClassMutation, useUpdateCourseClassMutation } from '@/api/endpoints/courses';
import DateProvider from '@/components/dates/DateProvider';
import FormDialog from '@/components/dialog/FormDialog';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormTextField from '@/components/form/FormTextField';
import {
  classBody,
  classFormDefaults,
  classFormSchema,
  CLASS_FORM_FIELDS,
  type ClassFormInput,
  type ClassFormValues,
} from '../classForm';
import { DatesField, ScheduleModeField, TimeFields, WeeklyFields } from './ClassScheduleFields';
import TeacherSelectField from './TeacherSelectField';

interface ClassFormDialogProps {
  courseId: string;
  /** The class to edit; null creates one. */
  courseClass: CourseClass | null;
  suggestedTitle: string;
  onClose: () => void;
}

/** Create or edit a class (turma): title, room, teacher, and a weekly schedule or specific dates. */
export default function ClassFormDialog({
  courseId,
  courseClass,
  suggestedTitle,
  onClose,
}: ClassFormDialogProps) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createClass] = useCreateCourseClassMutation();
  const [updateClass] = useUpdateCourseClassMutation();
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<
    ClassFormInput,
    unknown,
    ClassFormValues
  >({
    resolver: formResolver(classFormSchema),
    defaultValues: classFormDefaults(courseClass, suggestedTitle),
  });
  const mode = useWatch({ control, name: 'mode' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = classBody(courseId, values);
    try {
      if (courseClass) await updateClass({ ...courseClass, ...body }).unwrap();
      else await createClass(body).unwrap();
      const doneId = courseClass ? 'courses.class.saved' : 'courses.class.created';
      notify(intl.formatMessage({ id: doneId }, { title: body.title }), 'success');
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, setError, CLASS_FORM_FIELDS))
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.class.failed' })));
    }
  });

  return (
    <DateProvider>
      <FormDialog
        title={<FormattedMessage id={courseClass ? 'courses.class.editTitle' : 'courses.class.newTitle'} />}
        onSubmit={onSubmit}
        onClose={onClose}
        submitting={formState.isSubmitting}
        dirty={formState.isDirty}
        error={serverError}
        submitLabel={courseClass ? undefined : <FormattedMessage id="courses.class.create" />}
      >
        <FormTextField control={control} name="title" labelId="courses.class.field.title" required />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <FormTextField
              control={control}
              name="room"
              labelId="courses.class.field.room"
              placeholder={intl.formatMessage({ id: 'courses.class.field.roomPlaceholder' })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TeacherSelectField
              control={control}
              name="teacherId"
              labelId="courses.class.field.teacher"
              currentId={courseClass?.teacherId}
            />
          </Grid>
        </Grid>
        <ScheduleModeField control={control} />
        {mode === 'weekly' ? (
          <WeeklyFields control={control} />
        ) : (
          <DatesField control={control} setValue={setValue} clearErrors={clearErrors} />
        )}
        <TimeFields control={control} />
      </FormDialog>
    </DateProvider>
  );
}
