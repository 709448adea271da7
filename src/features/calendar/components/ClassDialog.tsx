import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_ERRORS, useUpdateCourseClassMutation } from '@/api/endpoints/calendar';
import DateProvider from '@/components/dates/DateProvider';
import FormDialog from '@/components/dialog/FormDialog';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormTextField from '@/components/form/FormTextField';
import { asApiError } from '../apiError';
import { CLASS_SERVER_FIELDS, classFormSchema, type ClassFormValues } from '../eventForm';
import { eventTimes, type CalendarEvent } from '../mapping';
import ClockField from './ClockField';

interface ClassDialogProps {
  event: CalendarEvent;
  onClose: () => void;
}

/**
 * Edits a class (turma) from one of its meetings: GET /api/CourseClass/single/{id}, then PATCH with the
 * merged object (SPEC.md §7). The change applies to every meeting of the class. The time fields' provider
 * comes with the dialog, which the calendar loads on first opening.
 */
export default function ClassDialog(props: ClassDialogProps) {
  return (
    <DateProvider>
      <ClassForm {...props} />
    </DateProvider>
  );
}

function ClassForm({ event, onClose }: ClassDialogProps) {
  const intl = useIntl();
  const [updateClass] = useUpdateCourseClassMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ClassFormValues>({
    resolver: formResolver(classFormSchema),
    defaultValues: { title: event.title, room: event.location, ...eventTimes(event) },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    if (!event.courseClassId) return;
    try {
      await updateClass({
        courseClassId: event.courseClassId,
        changes: {
          title: values.title.trim(),
          room: values.room.trim(),
          startTime: values.startTime,
          endTime: values.endTime,
        },
      }).unwrap();
      notify(intl.formatMessage({ id: 'calendar.saved.class' }), 'success');
      onClose();
    } catch (caught) {
      const error = asApiError(caught, CALENDAR_ERRORS.classUpdate);
      placeFieldErrors(error, setError, CLASS_SERVER_FIELDS, { focus: false });
      setServerError(apiErrorText(intl, error));
    }
  });

  return (
    <FormDialog
      title={<FormattedMessage id="calendar.class.title" />}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={isSubmitting}
      error={serverError}
    >
      {event.description && (
        <Typography color="text.secondary" variant="body2">
          {event.description}
        </Typography>
      )}
      <Alert severity="info" variant="outlined" role="note">
        <FormattedMessage id="calendar.class.scope" />
      </Alert>
      <FormTextField control={control} name="title" labelId="calendar.class.field.title" required />
      <FormTextField control={control} name="room" labelId="calendar.class.field.room" />
      <Grid container spacing={2}>
        {(['startTime', 'endTime'] as const).map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <ClockField control={control} name={name} />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
