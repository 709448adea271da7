import { formResolver } from '@/components/form/formResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import type { Mission } from '@/api/contract/domain';
import { useCreateMissionMutation, useUpdateMissionMutation } from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import LimitedTextField from '@/components/form/LimitedTextField';
import IntegerField from '@/components/form/IntegerField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import { maxLengthOf } from '@/components/form/schemaLimits';
import { useDown } from '@/hooks/useBreakpoint';
import { MISSION_STATUSES } from '../missionStatus';
import { applyFieldErrors } from './applyFieldErrors';
import FormSelectField from './FormSelectField';
import {
  MissionAudienceFields,
  MissionCardsField,
  MissionDayField,
  type MissionFormInput,
} from './MissionFormFields';
import { missionFormSchema, toMissionInput } from '../missionForm';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type FormInput = MissionFormInput;
type FormOutput = z.output<typeof missionFormSchema>;
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

/** The longest texts the API takes. */
const FIELD_MAX = {
  title: maxLengthOf(missionFormSchema.shape.title),
  description: maxLengthOf(missionFormSchema.shape.description),
  criteria: maxLengthOf(missionFormSchema.shape.criteria),
};

/** A new mission starts as a draft running from today for four weeks. */
function blank(): FormInput {
  return {
    title: '',
    description: '',
    criteria: '',
    rewardPoints: '50',
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
  rewardPoints: String(m.rewardPoints),
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

/**
 * Create or edit a mission, with the date pickers' provider: the missions page loads both when the dialog is
 * first opened.
 */
export default function MissionFormDialog(props: MissionFormDialogProps) {
  return (
    <DateProvider>
      <MissionForm {...props} />
    </DateProvider>
  );
}

/** The mission's form: validated as the API validates it; closing with changes asks first. */
function MissionForm({ mission, onClose }: MissionFormDialogProps) {
  const intl = useIntl();
  const fullScreen = useDown('sm');
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [createMission, creating] = useCreateMissionMutation();
  const [updateMission, updating] = useUpdateMissionMutation();
  const { control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: formResolver(missionFormSchema),
    defaultValues: mission ? fromMission(mission) : blank(),
    mode: 'onTouched',
  });
  const saving = creating.isLoading || updating.isLoading;

  const close = () => {
    if (formState.isDirty && !saving) setConfirmDiscard(true);
    else onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toMissionInput(values);
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
              <LimitedTextField
                control={control}
                name="title"
                labelId="admin.mission.field.title"
                required
                maxChars={FIELD_MAX.title}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <FormSelectField
                control={control}
                name="status"
                label={intl.formatMessage({ id: 'admin.field.status' })}
                options={MISSION_STATUSES.map((status) => ({
                  value: status,
                  label: intl.formatMessage({ id: `admin.mission.status.${status}` }),
                }))}
              />
            </Grid>
            <Grid size={12}>
              <LimitedTextField
                control={control}
                name="description"
                labelId="admin.mission.field.description"
                helperId="admin.mission.field.description.help"
                multiline
                minRows={3}
                required
                maxChars={FIELD_MAX.description}
              />
            </Grid>
            <Grid size={12}>
              <LimitedTextField
                control={control}
                name="criteria"
                labelId="admin.mission.field.criteria"
                helperId="admin.mission.field.criteria.help"
                required
                maxChars={FIELD_MAX.criteria}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <MissionDayField
                control={control}
                name="startsAt"
                labelId="admin.mission.field.startsAt"
                edge="start"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <MissionDayField
                control={control}
                name="endsAt"
                labelId="admin.mission.field.endsAt"
                edge="end"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <IntegerField
                control={control}
                name="rewardPoints"
                labelId="admin.mission.field.points"
                unit={intl.formatMessage({ id: 'admin.mission.points.unit' })}
              />
            </Grid>
            <Grid size={12}>
              <MissionCardsField control={control} />
            </Grid>
            <MissionAudienceFields control={control} errors={formState.errors} />
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
