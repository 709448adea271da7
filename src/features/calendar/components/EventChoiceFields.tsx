import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import SelectField from '@/components/form/SelectField';
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

/**
 * A select of words (priority, category): each option in the user's language, and a value the server
 * sent that the catalogue does not know shown as it is.
 */
function WordSelect({
  control,
  name,
  labelId,
  options,
  optionId,
}: {
  control: Control<EventFormValues>;
  name: 'priority' | 'category';
  labelId: string;
  options: readonly string[];
  optionId: (option: string) => string;
}) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField fullWidth label={intl.formatMessage({ id: labelId })} {...field}>
          {withCurrent(options, field.value).map((option) => (
            <MenuItem key={option} value={option}>
              {intl.messages[optionId(option)] ? intl.formatMessage({ id: optionId(option) }) : option}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );
}

/** Priority, category and reminder of a personal event, side by side from tablets up. */
export default function EventChoiceFields({ control }: { control: Control<EventFormValues> }) {
  const intl = useIntl();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <WordSelect
          control={control}
          name="priority"
          labelId="calendar.field.priority"
          options={PRIORITIES}
          optionId={(p) => `calendar.priority.${p}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <WordSelect
          control={control}
          name="category"
          labelId="calendar.field.category"
          options={CATEGORIES}
          optionId={(c) => `calendar.category.${c}`}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="reminderMinutes"
          render={({ field }) => (
            <SelectField
              fullWidth
              label={intl.formatMessage({ id: 'calendar.field.reminder' })}
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
            </SelectField>
          )}
        />
      </Grid>
    </Grid>
  );
}
