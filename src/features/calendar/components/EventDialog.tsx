import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CALENDAR_ERRORS,
  useCreateUserEventMutation,
  useDeleteUserEventMutation,
  useUpdateUserEventMutation,
} from '@/api/endpoints/calendar';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { asApiError } from '../apiError';
import { CATEGORIES, eventFormSchema, PRIORITIES, REMINDERS, SERVER_FIELD } from '../eventForm';
import { toUserEventBody, type CalendarEvent, type EventFormValues } from '../mapping';
import ColorField from './ColorField';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface EventDialogProps {
  /** The personal event being edited; null to create one. */
  event: CalendarEvent | null;
  initialValues: EventFormValues;
  userId: string | number;
  onClose: () => void;
}

/** Options of a select, keeping a value the server sent that the list does not know. */
function withCurrent<T extends string | number>(options: readonly T[], current: T): T[] {
  return options.includes(current) ? [...options] : [...options, current];
}

/** Create or edit a personal event (the user event payload of SPEC.md §3), and delete it. */
export default function EventDialog({ event, initialValues, userId, onClose }: EventDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create] = useCreateUserEventMutation();
  const [update] = useUpdateUserEventMutation();
  const [remove, removal] = useDeleteUserEventMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

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
      let focused = false;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const name = SERVER_FIELD[field] as FieldPath<EventFormValues> | undefined;
        if (!name) continue;
        setError(name, { type: 'server', message }, { shouldFocus: !focused });
        focused = true;
      }
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

  const requestClose = () => {
    if (busy) return;
    if (isDirty) setConfirmDiscard(true);
    else onClose();
  };

  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Dialog
      open
      onClose={requestClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          <FormattedMessage id={event ? 'calendar.dialog.editTitle' : 'calendar.dialog.createTitle'} />
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormError message={serverError} />
            <FormTextField control={control} name="title" labelId="calendar.field.title" required />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="date"
                  render={({ field, fieldState }) => (
                    <DatePicker
                      label={label('calendar.field.date')}
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
                  <Controller
                    control={control}
                    name={name}
                    render={({ field, fieldState }) => (
                      <TimePicker
                        label={label(`calendar.field.${name}`)}
                        value={field.value ? dayjs(`2000-01-01T${field.value}`) : null}
                        onChange={(next) => field.onChange(next?.isValid() ? next.format('HH:mm') : '')}
                        ampm={false}
                        disabled={allDay}
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
            <SwitchField control={control} name="allDay" labelId="calendar.field.allDay" />
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
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="priority"
                  render={({ field }) => (
                    <TextField select fullWidth label={label('calendar.field.priority')} {...field}>
                      {withCurrent(PRIORITIES, field.value).map((p) => (
                        <MenuItem key={p} value={p}>
                          {intl.messages[`calendar.priority.${p}`] ? label(`calendar.priority.${p}`) : p}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="category"
                  render={({ field }) => (
                    <TextField select fullWidth label={label('calendar.field.category')} {...field}>
                      {withCurrent(CATEGORIES, field.value).map((c) => (
                        <MenuItem key={c} value={c}>
                          {intl.messages[`calendar.category.${c}`] ? label(`calendar.category.${c}`) : c}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Controller
                  control={control}
                  name="reminderMinutes"
                  render={({ field }) => (
                    <TextField
                      select
                      fullWidth
                      label={label('calendar.field.reminder')}
                      name={field.name}
                      value={field.value}
                      onChange={(e) => field.onChange(Number(e.target.value))}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    >
                      {withCurrent(REMINDERS, field.value).map((m) => (
                        <MenuItem key={m} value={m}>
                          <ReminderLabel minutes={m} />
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Grid>
            </Grid>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
              <SwitchField control={control} name="isPrivate" labelId="calendar.field.private" />
              <SwitchField control={control} name="isRecurring" labelId="calendar.field.recurring" />
            </Stack>
            <FormTextField
              control={control}
              name="notes"
              labelId="calendar.field.notes"
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          {event && (
            <Button
              color="error"
              startIcon={<DeleteOutlineOutlined />}
              onClick={() => setConfirmDelete(true)}
              disabled={busy}
              sx={{ mr: 'auto' }}
            >
              <FormattedMessage id="common.delete" />
            </Button>
          )}
          <Button onClick={requestClose} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={removal.isLoading}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </Box>
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
      <ConfirmDialog
        open={confirmDiscard}
        title={<FormattedMessage id="common.unsaved.title" />}
        confirmLabel={<FormattedMessage id="common.unsaved.leave" />}
        destructive
        onConfirm={onClose}
        onClose={() => setConfirmDiscard(false)}
      >
        <FormattedMessage id="common.unsaved.body" />
      </ConfirmDialog>
    </Dialog>
  );
}

function SwitchField({
  control,
  name,
  labelId,
}: {
  control: Control<EventFormValues>;
  name: 'allDay' | 'isPrivate' | 'isRecurring';
  labelId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={<FormattedMessage id={labelId} />}
        />
      )}
    />
  );
}

export function ReminderLabel({ minutes }: { minutes: number }) {
  if (minutes === 0) return <FormattedMessage id="calendar.reminder.atStart" />;
  if (minutes % 1440 === 0)
    return <FormattedMessage id="calendar.reminder.days" values={{ count: minutes / 1440 }} />;
  if (minutes % 60 === 0)
    return <FormattedMessage id="calendar.reminder.hours" values={{ count: minutes / 60 }} />;
  return <FormattedMessage id="calendar.reminder.minutes" values={{ count: minutes }} />;
}
