import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import FormTextField from '@/components/form/FormTextField';
import IntegerField from '@/components/form/IntegerField';
import MoneyField from '@/components/form/MoneyField';
import { useErrorText } from '@/components/form/useErrorText';
import { LiveLineTotal } from './LiveInvoiceTotals';
import { emptyLine, INVOICE_LINES_MAX, type InvoiceFormValues } from '../invoiceForm';

/** The invoice's lines: description, quantity and unit price each, added and removed one by one. */
export default function InvoiceLines({ control }: { control: Control<InvoiceFormValues> }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const listError = errorText(errors.lines?.root?.message ?? errors.lines?.message);
  const named = (labelId: string, index: number) => ({
    'aria-label':
      intl.formatMessage({ id: labelId }) +
      ' ' +
      intl.formatMessage({ id: 'customer.invoice.lineNumber' }, { n: index + 1 }),
  });
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Paper
          key={field.id}
          variant="outlined"
          component="fieldset"
          sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            <FormattedMessage id="customer.invoice.lineNumber" values={{ n: index + 1 }} />
          </Typography>
          <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <FormTextField
                control={control}
                name={`lines.${index}.description`}
                labelId="customer.invoice.description"
                size="small"
                slotProps={{ htmlInput: named('customer.invoice.description', index) }}
              />
            </Grid>
            <Grid size={{ xs: 5, md: 2 }}>
              <IntegerField
                control={control}
                name={`lines.${index}.quantity`}
                labelId="customer.field.quantity"
                size="small"
                slotProps={{ htmlInput: named('customer.field.quantity', index) }}
              />
            </Grid>
            <Grid size={{ xs: 7, md: 3 }}>
              <MoneyField
                control={control}
                name={`lines.${index}.unitPrice`}
                labelId="customer.field.unitPrice"
                size="small"
                slotProps={{ htmlInput: named('customer.field.unitPrice', index) }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 2 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
              >
                <Box>
                  <Typography variant="caption" color="text.secondary" component="div">
                    <FormattedMessage id="customer.field.lineTotal" />
                  </Typography>
                  <LiveLineTotal control={control} index={index} />
                </Box>
                <IconButton
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={intl.formatMessage({ id: 'customer.invoice.removeLine' }, { n: index + 1 })}
                >
                  <DeleteOutlineOutlined />
                </IconButton>
              </Stack>
            </Grid>
          </Grid>
        </Paper>
      ))}
      {listError && (
        <Typography color="error" variant="body2" role="alert">
          {listError}
        </Typography>
      )}
      <Box>
        <Button
          startIcon={<AddOutlined />}
          onClick={() => append(emptyLine(), { shouldFocus: true })}
          disabled={fields.length >= INVOICE_LINES_MAX}
        >
          <FormattedMessage id="customer.invoice.addLine" />
        </Button>
      </Box>
    </Stack>
  );
}
