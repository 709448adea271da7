import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CALENDAR_ERRORS, useUpdateCourseClassMutation } from '@/api/endpoints/calendar';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { asApiError } from '../apiError';
import { classFormSchema, type ClassFormValues } from '../eventForm';
import { eventTimes, type CalendarEvent } from '../mapping';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface ClassDialogProps {
  event: CalendarEvent;
  onClose: () => void;
}

/**
 * Edits a class (turma) from one of its meetings: GET /api/CourseClass/single/{id}, then PATCH with the
 * merged object (SPEC.md §7). The change applies to every meeting of the class.
 */
export default function ClassDialog({ event, onClose }: ClassDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [updateClass] = useUpdateCourseClassMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const times = eventTimes(event);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ClassFormValues>({
    resolver: zodResolver(classFormSchema),
    defaultValues: { title: event.title, room: event.location, ...times },
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
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        if (['title', 'room', 'startTime', 'endTime'].includes(field))
          setError(field as FieldPath<ClassFormValues>, { type: 'server', message });
      }
      setServerError(apiErrorText(intl, error));
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          <FormattedMessage id="calendar.class.title" />
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {event.description && (
              <Typography color="text.secondary" variant="body2">
                {event.description}
              </Typography>
            )}
            <Alert severity="info" variant="outlined" role="note">
              <FormattedMessage id="calendar.class.scope" />
            </Alert>
            <FormError message={serverError} />
            <FormTextField control={control} name="title" labelId="calendar.class.field.title" required />
            <FormTextField control={control} name="room" labelId="calendar.class.field.room" />
            <Grid container spacing={2}>
              {(['startTime', 'endTime'] as const).map((name) => (
                <Grid key={name} size={{ xs: 6 }}>
                  <Controller
                    control={control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <TimePicker
                        label={intl.formatMessage({ id: `calendar.field.${name}` })}
                        value={field.value ? dayjs(`2000-01-01T${field.value}`) : null}
                        onChange={(next) => field.onChange(next?.isValid() ? next.format('HH:mm') : '')}
                        ampm={false}
                        inputRef={field.ref}
                        slotProps={{
                          textField: {
                            name,
                            fullWidth: true,
                            onBlur: field.onBlur,
                            error: fieldState.error != null,
                            helperText: errorText(fieldState.error?.message),
                          },
                        }}
                      />
                    )}
                  />
                </Grid>
              ))}
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
