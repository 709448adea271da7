import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import type { StudentClassOption } from '@/api/contract/students';
import FormError from '@/components/form/FormError';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { useStudentForm } from '../hooks/useStudentForm';
import BirthDateField from './BirthDateField';
import GuardiansFields from './GuardiansFields';

interface StudentFormProps {
  student: Student | null;
  classes: readonly StudentClassOption[];
  grades: readonly string[];
  formId: string;
  onDirtyChange: (dirty: boolean) => void;
  onBusyChange: (busy: boolean) => void;
  onSaved: (student: Student) => void;
}

/** A student's details, classes and guardians; submitted by the dialog's button (`formId`). */
export default function StudentForm({ formId, ...options }: StudentFormProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { student, classes } = options;
  const { form, onSubmit, serverError, gradeOptions, classById, knownRelations } = useStudentForm(options);
  const { control } = form;
  const { errors } = form.formState;

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={intl.formatMessage({
        id: student ? 'students.form.editTitle' : 'students.form.createTitle',
      })}
    >
      <Stack spacing={3}>
        <FormError message={serverError} />
        <Stack spacing={2}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            <FormattedMessage id="students.form.details" />
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                control={control}
                name="name"
                labelId="students.field.name"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <BirthDateField control={control} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelect control={control} name="grade" labelId="students.field.grade" required>
                {gradeOptions.map((grade) => (
                  <MenuItem key={grade} value={grade}>
                    {grade}
                  </MenuItem>
                ))}
              </FormSelect>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <Controller
                control={control}
                name="classIds"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    multiple
                    options={classes.map((c) => c.id)}
                    value={field.value}
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    getOptionLabel={(id) => classById.get(id)?.title ?? id}
                    filterSelectedOptions
                    noOptionsText={intl.formatMessage({ id: 'students.field.classes.none' })}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        inputRef={field.ref}
                        name="classIds"
                        label={intl.formatMessage({ id: 'students.field.classes' })}
                        error={fieldState.error != null}
                        helperText={
                          errorText(fieldState.error?.message) ??
                          intl.formatMessage({ id: 'students.field.classes.help' })
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormSelect control={control} name="status" labelId="students.field.status">
                <MenuItem value="active">
                  <FormattedMessage id="students.status.active" />
                </MenuItem>
                <MenuItem value="inactive">
                  <FormattedMessage id="students.status.inactive" />
                </MenuItem>
              </FormSelect>
            </Grid>
          </Grid>
        </Stack>
        <Divider />
        <GuardiansFields control={control} errors={errors} knownRelations={knownRelations} />
      </Stack>
    </Box>
  );
}
