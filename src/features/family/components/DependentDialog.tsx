import { formResolver } from '@/components/form/formResolver';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { dependentBodySchema, type DependentBody, type FamilyDependent } from '@/api/contract/family';
import { STUDENT_GRADES } from '@/api/contract/students';
import { useCreateDependentMutation, useUpdateDependentMutation } from '@/api/endpoints/family';
import { isApiError } from '@/api/errors';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { pickerDay, storedDay } from '@/components/dates/typedDay';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { resizeImage } from '@/utils/image';
import ChildAvatar from './ChildAvatar';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface DependentDialogProps {
  /** Null to add a child. */
  dependent: FamilyDependent | null;
  onClose: () => void;
}

const FIELDS = ['name', 'birthDate', 'grade', 'avatarUrl'] as const;

/** Add or edit a child: name, birth date, grade (a linked child's grade comes from the school) and photo. */
function DependentForm({ dependent, onClose }: DependentDialogProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const titleId = useId();
  const fileId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, creating] = useCreateDependentMutation();
  const [update, updating] = useUpdateDependentMutation();
  const { control, handleSubmit, setValue, setError } = useForm<DependentBody>({
    resolver: formResolver(dependentBodySchema),
    defaultValues: {
      name: dependent?.name ?? '',
      birthDate: dependent?.birthDate ?? '',
      grade: dependent?.grade ?? null,
      avatarUrl: dependent?.avatarUrl ?? null,
    },
  });
  const name = useWatch({ control, name: 'name' });
  const avatar = useWatch({ control, name: 'avatarUrl' });
  const linked = dependent?.studentId != null;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (dependent) await update({ id: dependent.id, body: values }).unwrap();
      else await create(values).unwrap();
      notify(
        intl.formatMessage(
          { id: dependent ? 'family.dependents.saved' : 'family.dependents.added' },
          { name: values.name },
        ),
        'success',
      );
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.fieldErrors : {};
      let placed = false;
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) {
          setError(field, { type: 'server', message });
          placed = true;
        }
      }
      if (!placed)
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'family.dependents.failed' })));
    }
  });

  const choosePhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setServerError(intl.formatMessage({ id: 'family.error.notImage' }));
      return;
    }
    try {
      setValue('avatarUrl', await resizeImage(file, 256), { shouldDirty: true });
    } catch {
      setServerError(intl.formatMessage({ id: 'family.error.notImage' }));
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id={dependent ? 'family.dependents.editTitle' : 'family.dependents.addTitle'} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={serverError} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ChildAvatar name={name || '?'} src={avatar} size={64} />
              <Button
                component="label"
                htmlFor={fileId}
                variant="outlined"
                startIcon={<PhotoCameraOutlined />}
              >
                <FormattedMessage id="family.dependents.photo" />
                <input
                  id={fileId}
                  type="file"
                  accept="image/*"
                  hidden
                  onChange={(event) => void choosePhoto(event.target.files?.[0])}
                />
              </Button>
              {avatar && (
                <Button onClick={() => setValue('avatarUrl', null, { shouldDirty: true })}>
                  <FormattedMessage id="family.dependents.removePhoto" />
                </Button>
              )}
            </Stack>
            <FormTextField
              control={control}
              name="name"
              labelId="family.field.name"
              autoComplete="off"
              required
            />
            <Controller
              control={control}
              name="birthDate"
              render={({ field, fieldState }) => (
                <DatePicker
                  label={intl.formatMessage({ id: 'family.field.birthDate' })}
                  value={pickerDay(field.value)}
                  minDate={MIN_DATE}
                  maxDate={dayjs().isAfter(MAX_DATE) ? MAX_DATE : dayjs()}
                  disableFuture
                  onChange={(day) => field.onChange(storedDay(day))}
                  slotProps={{
                    textField: {
                      name: 'birthDate',
                      required: true,
                      onBlur: field.onBlur,
                      error: Boolean(fieldState.error),
                      helperText: fieldState.error ? errorText(fieldState.error.message) : undefined,
                    },
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="grade"
              render={({ field }) => (
                <SelectField
                  name="grade"
                  label={intl.formatMessage({ id: 'family.field.grade' })}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  disabled={linked}
                  helperText={linked ? intl.formatMessage({ id: 'family.field.gradeFromSchool' }) : undefined}
                >
                  <MenuItem value="">
                    <FormattedMessage id="family.field.gradeNone" />
                  </MenuItem>
                  {STUDENT_GRADES.map((grade) => (
                    <MenuItem key={grade} value={grade}>
                      {grade}
                    </MenuItem>
                  ))}
                </SelectField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={creating.isLoading || updating.isLoading}>
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export default function DependentDialog(props: DependentDialogProps) {
  return (
    <DateProvider>
      <DependentForm {...props} />
    </DateProvider>
  );
}
