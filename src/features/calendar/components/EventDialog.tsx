import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CALENDAR_ERRORS,
  useCreateUserEventMutation,
  useDeleteUserEventMutation,
  useUpdateUserEventMutation,
} from '@/api/endpoints/calendar';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import FormDialog from '@/components/dialog/FormDialog';
import FormSwitch from '@/components/form/FormSwitch';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { useDiscardGuard } from '@/components/dialog/useDiscardGuard';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { asApiError } from '../apiError';
import { eventFormSchema, SERVER_FIELD } from '../eventForm';
import { toUserEventBody, type CalendarEvent, type EventFormValues } from '../mapping';
import ClockField from './ClockField';
import ColorField from './ColorField';
import EventChoiceFields from './EventChoiceFields';

interface EventDialogProps {
  /** The personal event being edited; null to create one. */
  event: CalendarEvent | null;
  initialValues: EventFormValues;
  userId: string | number;
  onClose: () => void;
}

/** Create or edit a personal event (the user event payload of SPEC.md §3), and delete it. */
export default function EventDialog({ event, initialValues, userId, onClose }: EventDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const [create] = useCreateUserEventMutation();
  const [update] = useUpdateUserEventMutation();
  const [remove, removal] = useDeleteUserEventMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const busy = isSubmitting || removal.isLoading;
  const { requestClose, prompt } = useDiscardGuard(onClose, { dirty: isDirty, busy });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = toUserEventBody(values, userId);
    try {
      if (event?.eventUserId) await update({ eventUserId: event.eventUserId, body }).unwrap();
      else await create(body).unwrap();
      notify(
        intl.formatMessage({ id: event ? 'calendar.saved.updated' : 'calendar.saved.created' }),
        'success',
      );
      onClose();
    } catch (caught) {
      const error = asApiError(caught, event ? CALENDAR_ERRORS.update : CALENDAR_ERRORS.create);
      placeFieldErrors(error, setError, SERVER_FIELD);
      setServerError(apiErrorText(intl, error));
    }
  });

  const onDelete = async () => {
    if (!event?.eventUserId) return;
    setServerError(null);
    try {
      await remove({ eventUserId: event.eventUserId }).unwrap();
      notify(intl.formatMessage({ id: 'calendar.saved.deleted' }), 'success');
      setConfirmDelete(false);
      onClose();
    } catch (caught) {
      setConfirmDelete(false);
      setServerError(apiErrorText(intl, asApiError(caught, CALENDAR_ERRORS.remove)));
    }
  };

  return (
    <>
      <FormDialog
        title={<FormattedMessage id={event ? 'calendar.dialog.editTitle' : 'calendar.dialog.createTitle'} />}
        onSubmit={onSubmit}
        onClose={requestClose}
        submitting={isSubmitting}
        locked={removal.isLoading}
        error={serverError}
        maxWidth="md"
        secondaryAction={
          event && (
            <Button
              color="error"
              startIcon={<DeleteOutlineOutlined />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
            >
              <FormattedMessage id="common.delete" />
            </Button>
          )
        }
      >
        <FormTextField control={control} name="title" labelId="calendar.field.title" required />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <DatePicker
                  label={intl.formatMessage({ id: 'calendar.field.date' })}
                  value={field.value ? dayjs(field.value) : null}
                  onChange={(next) => field.onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
                  minDate={MIN_DATE}
                  maxDate={MAX_DATE}
                  inputRef={field.ref}
                  slotProps={{
                    textField: {
                      name: 'eventDate',
                      required: true,
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
          {(['startTime', 'endTime'] as const).map((name) => (
            <Grid key={name} size={{ xs: 6, sm: 4 }}>
              <ClockField control={control} name={name} disabled={allDay} />
            </Grid>
          ))}
        </Grid>
        <FormSwitch control={control} name="allDay" labelId="calendar.field.allDay" />
        <FormTextField control={control} name="location" labelId="calendar.field.location" />
        <FormTextField
          control={control}
          name="description"
          labelId="calendar.field.description"
          multiline
          minRows={2}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => <ColorField value={field.value} onChange={field.onChange} />}
        />
        <EventChoiceFields control={control} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <FormSwitch control={control} name="isPrivate" labelId="calendar.field.private" />
          <FormSwitch control={control} name="isRecurring" labelId="calendar.field.recurring" />
        </Stack>
        <FormTextField control={control} name="notes" labelId="calendar.field.notes" multiline minRows={2} />
      </FormDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={<FormattedMessage id="calendar.delete.title" />}
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={removal.isLoading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      >
        <FormattedMessage id="calendar.delete.body" values={{ title: event?.title ?? '' }} />
      </ConfirmDialog>
      {prompt}
    </>
  );
}
