import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import TextField from '@/components/form/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMemo } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useGetMissionAudiencesQuery } from '@/api/endpoints/admin';
import { useGetCardsQuery } from '@/api/endpoints/cards';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { pickerDay, storedDay } from '@/components/dates/typedDay';
import { useErrorText } from '@/components/form/useErrorText';
import type { MissionFormInput } from '../missionForm';

export type { MissionFormInput } from '../missionForm';
type MissionControl = Control<MissionFormInput>;

interface MissionDayFieldProps {
  control: MissionControl;
  name: 'startsAt' | 'endsAt';
  labelId: string;
  /** The period includes whole days: it starts at the start of its first and ends at the end of its last. */
  edge: 'start' | 'end';
}

/**
 * The first or last day of the mission; a half-typed date is kept as `invalid` and a day the calendar
 * does not have as typed (storedDay), so the schema says which.
 */
export function MissionDayField({ control, name, labelId, edge }: MissionDayFieldProps) {
  const errorText = useErrorText();
  const label = useIntl().formatMessage({ id: labelId });
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={pickerDay(field.value)}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          inputRef={field.ref}
          onChange={(day) =>
            field.onChange(
              day?.isValid()
                ? (edge === 'start' ? day.startOf('day') : day.endOf('day')).toISOString()
                : storedDay(day),
            )
          }
          onClose={field.onBlur}
          slotProps={{
            textField: {
              name: field.name,
              fullWidth: true,
              required: true,
              onBlur: field.onBlur,
              error: fieldState.error != null,
              helperText: errorText(fieldState.error?.message),
            },
          }}
        />
      )}
    />
  );
}

/** The cards awarded on completion, grouped by collection, with their rarity. */
export function MissionCardsField({ control }: { control: MissionControl }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const cards = useGetCardsQuery({ status: 'active' });
  const cardOptions = useMemo(() => cards.data?.cards ?? [], [cards.data]);
  return (
    <Controller
      control={control}
      name="rewardCardIds"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={cardOptions}
          loading={cards.isLoading}
          value={cardOptions.filter((c) => field.value.includes(c.id))}
          onChange={(_e, picked) => field.onChange(picked.map((c) => c.id))}
          onBlur={field.onBlur}
          getOptionLabel={(c) => c.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          groupBy={(c) => c.collection}
          renderOption={({ key, ...props }, c) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
              <span>{c.name}</span>
              <Chip
                size="small"
                variant="outlined"
                label={intl.formatMessage({ id: `admin.rarity.${c.rarity}` })}
              />
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={intl.formatMessage({ id: 'admin.mission.field.cards' })}
              error={fieldState.error != null || cards.isError}
              helperText={
                errorText(fieldState.error?.message) ??
                intl.formatMessage({
                  id: cards.isError ? 'admin.mission.cards.failed' : 'admin.mission.field.cards.help',
                })
              }
            />
          )}
        />
      )}
    />
  );
}

interface MissionAudienceFieldsProps {
  control: MissionControl;
  errors: FieldErrors<MissionFormInput>;
}

/** Who the mission is for: schools and grades, each "all" when none is picked. */
export function MissionAudienceFields({ control, errors }: MissionAudienceFieldsProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const audiences = useGetMissionAudiencesQuery(undefined);
  const schoolOptions = audiences.data?.schools ?? [];
  const gradeOptions = audiences.data?.grades ?? [];
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="audience.schoolIds"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={schoolOptions}
              loading={audiences.isLoading}
              value={schoolOptions.filter((s) => field.value.includes(s.id))}
              onChange={(_e, picked) => field.onChange(picked.map((s) => s.id))}
              onBlur={field.onBlur}
              getOptionLabel={(s) => s.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  label={intl.formatMessage({ id: 'admin.mission.field.schools' })}
                  placeholder={
                    field.value.length ? undefined : intl.formatMessage({ id: 'admin.mission.allSchools' })
                  }
                  helperText={
                    errorText(errors.audience?.message) ??
                    intl.formatMessage({
                      id: audiences.isError
                        ? 'admin.mission.audiences.failed'
                        : 'admin.mission.field.schools.help',
                    })
                  }
                  error={audiences.isError || errors.audience != null}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          control={control}
          name="audience.grades"
          render={({ field }) => (
            <Autocomplete
              multiple
              options={gradeOptions.map((g) => g.grade)}
              loading={audiences.isLoading}
              value={field.value}
              onChange={(_e, picked) => field.onChange(picked)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  label={intl.formatMessage({ id: 'admin.mission.field.grades' })}
                  placeholder={
                    field.value.length ? undefined : intl.formatMessage({ id: 'admin.mission.allGrades' })
                  }
                  helperText={intl.formatMessage({ id: 'admin.mission.field.grades.help' })}
                />
              )}
            />
          )}
        />
      </Grid>
    </>
  );
}
