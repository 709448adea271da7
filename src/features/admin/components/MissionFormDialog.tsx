import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { missionInputSchema, type MissionInput } from '@/api/contract/admin';
import type { Mission } from '@/api/contract/domain';
import {
  useCreateMissionMutation,
  useGetMissionAudiencesQuery,
  useUpdateMissionMutation,
} from '@/api/endpoints/admin';
import { useGetCardsQuery } from '@/api/endpoints/cards';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { useErrorText } from '@/components/form/useErrorText';
import { applyFieldErrors } from './applyFieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type FormInput = z.input<typeof missionInputSchema>;
type FormOutput = z.output<typeof missionInputSchema>;
const FIELDS: readonly FieldPath<FormInput>[] = [
  'title',
  'description',
  'criteria',
  'rewardPoints',
  'rewardCardIds',
  'startsAt',
  'endsAt',
  'audience',
  'status',
];
const STATUSES = ['draft', 'active', 'archived'] as const;

/** A new mission starts as a draft running from today for four weeks. */
function blank(): FormInput {
  return {
    title: '',
    description: '',
    criteria: '',
    rewardPoints: 50,
    rewardCardIds: [],
    startsAt: dayjs().startOf('day').toISOString(),
    endsAt: dayjs().add(27, 'day').endOf('day').toISOString(),
    audience: { schoolIds: [], grades: [] },
    status: 'draft',
  };
}

const fromMission = (m: Mission): FormInput => ({
  title: m.title,
  description: m.description,
  criteria: m.criteria,
  rewardPoints: m.rewardPoints,
  rewardCardIds: m.rewardCardIds,
  startsAt: m.startsAt,
  endsAt: m.endsAt,
  audience: { schoolIds: m.audience.schoolIds, grades: m.audience.grades },
  status: m.status,
});

interface MissionFormDialogProps {
  /** The mission to edit, or null to create one. */
  mission: Mission | null;
  onClose: () => void;
}

/** Create or edit a mission: validated as the API validates it; closing with changes asks first. */
export default function MissionFormDialog({ mission, onClose }: MissionFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const errorText = useErrorText();
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [createMission, creating] = useCreateMissionMutation();
  const [updateMission, updating] = useUpdateMissionMutation();
  const cards = useGetCardsQuery({ status: 'active' });
  const audiences = useGetMissionAudiencesQuery(undefined);
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(missionInputSchema),
    defaultValues: mission ? fromMission(mission) : blank(),
    mode: 'onTouched',
  });
  const saving = creating.isLoading || updating.isLoading;

  const cardOptions = useMemo(() => cards.data?.cards ?? [], [cards.data]);
  const schoolOptions = audiences.data?.schools ?? [];
  const gradeOptions = audiences.data?.grades ?? [];

  const close = () => {
    if (formState.isDirty && !saving) setConfirmDiscard(true);
    else onClose();
  };

  const onSubmit = handleSubmit(async (body: MissionInput) => {
    setServerError(null);
    try {
      if (mission) await updateMission({ id: mission.id, body }).unwrap();
      else await createMission(body).unwrap();
      notify(
        intl.formatMessage({ id: mission ? 'admin.missions.saved' : 'admin.missions.created' }),
        'success',
      );
      onClose();
    } catch (caught) {
      if (!applyFieldErrors(caught, FIELDS, setError))
        setServerError(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.missions.failed' })));
    }
  });

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <UnsavedChangesPrompt when={formState.isDirty && !formState.isSubmitSuccessful} />
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>
          <FormattedMessage id={mission ? 'admin.missions.edit' : 'admin.missions.new'} />
        </DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormError message={serverError} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormTextField control={control} name="title" labelId="admin.mission.field.title" required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    label={intl.formatMessage({ id: 'admin.field.status' })}
                  >
                    {STATUSES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {intl.formatMessage({ id: `admin.mission.status.${s}` })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="description"
                labelId="admin.mission.field.description"
                helperId="admin.mission.field.description.help"
                multiline
                minRows={3}
                required
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="criteria"
                labelId="admin.mission.field.criteria"
                helperId="admin.mission.field.criteria.help"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Controller
                control={control}
                name="startsAt"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={intl.formatMessage({ id: 'admin.mission.field.startsAt' })}
                    value={field.value && field.value !== 'invalid' ? dayjs(field.value) : null}
                    minDate={MIN_DATE}
                    maxDate={MAX_DATE}
                    inputRef={field.ref}
                    onChange={(day) =>
                      field.onChange(
                        day ? (day.isValid() ? day.startOf('day').toISOString() : 'invalid') : '',
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
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Controller
                control={control}
                name="endsAt"
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={intl.formatMessage({ id: 'admin.mission.field.endsAt' })}
                    value={field.value && field.value !== 'invalid' ? dayjs(field.value) : null}
                    minDate={MIN_DATE}
                    maxDate={MAX_DATE}
                    inputRef={field.ref}
                    onChange={(day) =>
                      field.onChange(day ? (day.isValid() ? day.endOf('day').toISOString() : 'invalid') : '')
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
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="rewardPoints"
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    name={field.name}
                    inputRef={field.ref}
                    type="number"
                    value={Number.isNaN(field.value) ? '' : String(field.value)}
                    onChange={(e) =>
                      field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                    }
                    onBlur={field.onBlur}
                    label={intl.formatMessage({ id: 'admin.mission.field.points' })}
                    error={fieldState.error != null}
                    helperText={errorText(fieldState.error?.message)}
                    slotProps={{
                      htmlInput: { min: 0, max: 5000, step: 10, inputMode: 'numeric' },
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            {intl.formatMessage({ id: 'admin.mission.points.unit' })}
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
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
                            id: cards.isError
                              ? 'admin.mission.cards.failed'
                              : 'admin.mission.field.cards.help',
                          })
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
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
                          field.value.length
                            ? undefined
                            : intl.formatMessage({ id: 'admin.mission.allSchools' })
                        }
                        helperText={
                          errorText(formState.errors.audience?.message) ??
                          intl.formatMessage({
                            id: audiences.isError
                              ? 'admin.mission.audiences.failed'
                              : 'admin.mission.field.schools.help',
                          })
                        }
                        error={audiences.isError || formState.errors.audience != null}
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
                          field.value.length
                            ? undefined
                            : intl.formatMessage({ id: 'admin.mission.allGrades' })
                        }
                        helperText={intl.formatMessage({ id: 'admin.mission.field.grades.help' })}
                      />
                    )}
                  />
                )}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={saving}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            <FormattedMessage id={mission ? 'common.save' : 'admin.missions.create'} />
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={confirmDiscard}
        title={<FormattedMessage id="admin.missions.discard.title" />}
        confirmLabel={<FormattedMessage id="admin.missions.discard.confirm" />}
        destructive
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
        onClose={() => setConfirmDiscard(false)}
      >
        <FormattedMessage id="common.unsaved.body" />
      </ConfirmDialog>
    </Dialog>
  );
}
