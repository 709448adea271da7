import { formResolver } from '@/components/form/formResolver';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import DayField from '@/components/dates/DayField';
import FormDialog from '@/components/dialog/FormDialog';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { useDiscardGuard } from '@/components/dialog/useDiscardGuard';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormSwitch from '@/components/form/FormSwitch';
import FormTextField from '@/components/form/FormTextField';
import { CALENDAR_ERRORS } from '@/api/endpoints/calendar';
import { asApiError } from '../apiError';
import { eventFormSchema, SERVER_FIELD, templateEventFormSchema } from '../eventForm';
import type { EventFormValues } from '../mapping';
import ClockField from './ClockField';
import ColorField from './ColorField';
import EventChoiceFields from './EventChoiceFields';

export interface EventFormDialogProps {
  /** Editing an existing event (its title is named when deleting it); creating when false. */
  editing: { title: string } | null;
  initialValues: EventFormValues;
  /**
   * personal: one day and the personal event's choices (priority, category, reminder…);
   * template: a first and a last day, with title, place, description and colour.
   */
  variant: 'personal' | 'template';
  /** Saves the values; throws what the call threw (server msg first). */
  onSave: (values: EventFormValues) => Promise<unknown>;
  /** Deletes the edited event; throws what the call threw. */
  onDelete?: () => Promise<unknown>;
  onClose: () => void;
}

/** The calendar's event form (create, edit, delete), shared by the personal and the template calendar. */
export default function EventFormDialog({
  editing,
  initialValues,
  variant,
  onSave,
  onDelete,
  onClose,
}: EventFormDialogProps) {
  const intl = useIntl();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const template = variant === 'template';

  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm<EventFormValues>({
    resolver: formResolver(template ? templateEventFormSchema : eventFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const busy = isSubmitting || deleting;
  const { requestClose, prompt } = useDiscardGuard(onClose, { dirty: isDirty, busy });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await onSave(values);
      notify(
        intl.formatMessage({ id: editing ? 'calendar.saved.updated' : 'calendar.saved.created' }),
        'success',
      );
      onClose();
    } catch (caught) {
      const error = asApiError(caught, editing ? CALENDAR_ERRORS.update : CALENDAR_ERRORS.create);
      placeFieldErrors(error, setError, SERVER_FIELD);
      setServerError(apiErrorText(intl, error));
    }
  });

  const remove = async () => {
    if (!onDelete) return;
    setServerError(null);
    setDeleting(true);
    try {
      await onDelete();
      notify(intl.formatMessage({ id: 'calendar.saved.deleted' }), 'success');
      setConfirmDelete(false);
      onClose();
    } catch (caught) {
      setConfirmDelete(false);
      setServerError(apiErrorText(intl, asApiError(caught, CALENDAR_ERRORS.remove)));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <FormDialog
        title={
          <FormattedMessage id={editing ? 'calendar.dialog.editTitle' : 'calendar.dialog.createTitle'} />
        }
        onSubmit={submit}
        onClose={requestClose}
        submitting={isSubmitting}
        locked={deleting}
        error={serverError}
        maxWidth="md"
        secondaryAction={
          editing &&
          onDelete && (
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
        {template ? (
          <>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DayField
                  control={control}
                  name="date"
                  labelId="calendar.field.startDate"
                  inputName="start"
                  required
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DayField
                  control={control}
                  name="endDate"
                  labelId="calendar.field.endDate"
                  inputName="end"
                  required
                />
              </Grid>
            </Grid>
            <Grid container spacing={2}>
              {(['startTime', 'endTime'] as const).map((name) => (
                <Grid key={name} size={{ xs: 6 }}>
                  <ClockField control={control} name={name} disabled={allDay} />
                </Grid>
              ))}
            </Grid>
          </>
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <DayField
                control={control}
                name="date"
                labelId="calendar.field.date"
                inputName="eventDate"
                required
              />
            </Grid>
            {(['startTime', 'endTime'] as const).map((name) => (
              <Grid key={name} size={{ xs: 6, sm: 4 }}>
                <ClockField control={control} name={name} disabled={allDay} />
              </Grid>
            ))}
          </Grid>
        )}
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
        {!template && (
          <>
            <EventChoiceFields control={control} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
              <FormSwitch control={control} name="isPrivate" labelId="calendar.field.private" />
              <FormSwitch control={control} name="isRecurring" labelId="calendar.field.recurring" />
            </Stack>
            <FormTextField
              control={control}
              name="notes"
              labelId="calendar.field.notes"
              multiline
              minRows={2}
            />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={confirmDelete}
        title={<FormattedMessage id="calendar.delete.title" />}
        confirmLabel={<FormattedMessage id="common.delete" />}
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      >
        <FormattedMessage id="calendar.delete.body" values={{ title: editing?.title ?? '' }} />
      </ConfirmDialog>
      {prompt}
    </>
  );
}
