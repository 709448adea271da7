import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import FormTextField from '@/components/form/FormTextField';
import IntegerField from '@/components/form/IntegerField';
import { useErrorText } from '@/components/form/useErrorText';
import { MAX_ATTRIBUTES, type CardFormControl } from '../cardForm';

/** The card's attributes (name and 0–10), up to six, in the order they were typed. */
export default function CardAttributesField({ control }: { control: CardFormControl }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const rows = useWatch({ control, name: 'attributes' });
  const { errors } = useFormState({ control, name: 'attributes' });
  const attributesError = errors.attributes?.root?.message ?? errors.attributes?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage id="cards.form.attributes" />
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`attributes.${index}.key`}
              labelId="cards.form.attributeKey"
              size="small"
              sx={{ flex: 1 }}
            />
            <IntegerField
              control={control}
              name={`attributes.${index}.value`}
              labelId="cards.form.attributeValue"
              size="small"
              fullWidth={false}
              sx={{ width: 110 }}
            />
            <IconButton
              onClick={() => remove(index)}
              aria-label={intl.formatMessage(
                { id: 'cards.form.attributeRemove' },
                { name: rows[index]?.key || String(index + 1) },
              )}
              sx={{ mt: 0.5 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {attributesError && (
        <FormHelperText error role="alert">
          {errorText(attributesError)}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddOutlined />}
        onClick={() => append({ key: '', value: '5' })}
        disabled={fields.length >= MAX_ATTRIBUTES}
        sx={{ mt: 1 }}
      >
        <FormattedMessage id="cards.form.attributeAdd" />
      </Button>
    </Box>
  );
}
