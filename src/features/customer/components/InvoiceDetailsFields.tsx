import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import DayField from '@/components/dates/DayField';
import FormTextField from '@/components/form/FormTextField';
import type { InvoiceFormValues } from '../invoiceForm';

const DATES = ['issueDate', 'dueDate'] as const;
const PARTY = ['customer', 'customerEmail'] as const;

/** Who the invoice is for, its number and its dates (the labels are `customer.invoice.<field>`). */
export default function InvoiceDetailsFields({ control }: { control: Control<InvoiceFormValues> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="number" labelId="customer.invoice.number" required />
      </Grid>
      {DATES.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 4 }}>
          <DayField control={control} name={name} labelId={`customer.invoice.${name}`} required />
        </Grid>
      ))}
      {PARTY.map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name={name}
            labelId={`customer.invoice.${name}`}
            required={name === 'customer'}
            type={name === 'customerEmail' ? 'email' : 'text'}
            autoComplete="off"
          />
        </Grid>
      ))}
    </Grid>
  );
}
