import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { CATEGORIES, PRIORITIES, REMINDERS } from '../eventForm';
import type { EventFormValues } from '../mapping';

/** Options of a select, keeping a value the server sent that the list does not know. */
function withCurrent<T extends string | number>(options: readonly T[], current: T): T[] {
  return options.includes(current) ? [...options] : [...options, current];
}

function ReminderLabel({ minutes }: { minutes: number }) {
  if (minutes === 0) return <FormattedMessage id="calendar.reminder.atStart" />;
  if (minutes % 1440 === 0)
    return <FormattedMessage id="calendar.reminder.days" values={{ count: minutes / 1440 }} />;
  if (minutes % 60 === 0)
    return <FormattedMessage id="calendar.reminder.hours" values={{ count: minutes / 60 }} />;
  return <FormattedMessage id="calendar.reminder.minutes" values={{ count: minutes }} />;
}

/** Priority, category and reminder of a personal event, side by side from tablets up. */
export default function EventChoiceFields({ control }: { control: Control<EventFormValues> }) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  return (
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
  );
}
