import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { GUARDIAN_RELATIONS, MAX_GUARDIANS, type StudentFormValues } from '@/api/contract/students';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { useErrorText } from '@/components/form/useErrorText';
import { EMPTY_GUARDIAN, relationLabel } from '../labels';

interface GuardiansFieldsProps {
  control: Control<StudentFormValues>;
  errors: FieldErrors<StudentFormValues>;
  /** Relations already on the student (an imported "Madrinha" stays choosable). */
  knownRelations: readonly string[];
}

/** The student's guardians: one card per guardian, add and remove, at least one. */
export default function GuardiansFields({ control, errors, knownRelations }: GuardiansFieldsProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'guardians' });
  const relations = useMemo(
    () => [...new Set([...GUARDIAN_RELATIONS, ...knownRelations.filter(Boolean)])],
    [knownRelations],
  );
  const listError = errorText(errors.guardians?.message ?? errors.guardians?.root?.message);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
          <FormattedMessage id="students.form.guardians" />
        </Typography>
        <Button
          size="small"
          startIcon={<PersonAddAlt1Outlined />}
          disabled={fields.length >= MAX_GUARDIANS}
          onClick={() => append({ ...EMPTY_GUARDIAN }, { shouldFocus: true })}
        >
          <FormattedMessage id="students.form.addGuardian" />
        </Button>
      </Stack>
      {listError && (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      )}
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          role="group"
          aria-labelledby={`${headingId}-${index}`}
          sx={{ p: 2, borderRadius: 2 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
            <Typography id={`${headingId}-${index}`} variant="subtitle2" component="p">
              <FormattedMessage id="students.form.guardianN" values={{ n: index + 1 }} />
            </Typography>
            <Tooltip
              title={intl.formatMessage({
                id:
                  fields.length === 1 ? 'students.form.removeGuardian.last' : 'students.form.removeGuardian',
              })}
            >
              <span>
                <IconButton
                  size="small"
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={intl.formatMessage({ id: 'students.form.removeGuardianN' }, { n: index + 1 })}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 7 }}>
              <FormTextField
                control={control}
                name={`guardians.${index}.name`}
                labelId="students.field.guardianName"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormSelect
                control={control}
                name={`guardians.${index}.relation`}
                labelId="students.field.relation"
                required
              >
                {relations.map((relation) => (
                  <MenuItem key={relation} value={relation}>
                    {relationLabel(intl, relation)}
                  </MenuItem>
                ))}
              </FormSelect>
            </Grid>
            <Grid size={{ xs: 12, sm: 5 }}>
              <PhoneField
                control={control}
                name={`guardians.${index}.phone`}
                labelId="students.field.guardianPhone"
                autoComplete="off"
                required
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <FormTextField
                control={control}
                name={`guardians.${index}.email`}
                labelId="students.field.guardianEmail"
                type="email"
                autoComplete="off"
                helperId="students.field.optional"
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
    </Stack>
  );
}
