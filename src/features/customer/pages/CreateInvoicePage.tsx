import { formResolver } from '@/components/form/formResolver';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import DateProvider from '@/components/dates/DateProvider';
import FormTextField from '@/components/form/FormTextField';
import IntegerField from '@/components/form/IntegerField';
import MoneyField from '@/components/form/MoneyField';
import UnsavedChangesPrompt from '@/components/form/UnsavedChangesPrompt';
import PageHeader from '@/components/states/PageHeader';
import InvoiceDetailsFields from '../components/InvoiceDetailsFields';
import InvoiceLines from '../components/InvoiceLines';
import InvoicePrint from '../components/InvoicePrint';
import LiveInvoiceTotals from '../components/LiveInvoiceTotals';
import StoreSection from '../components/StoreSection';
import { useGetStoreOrderQuery } from '../customerApi';
import {
  INVOICE_NOTES_MAX,
  invoiceFormSchema,
  invoiceOfOrder,
  newInvoice,
  type InvoiceFormValues,
} from '../invoiceForm';

/** The order the page was opened from ("Faturar pedido" on an order), if any. */
function useOrderToInvoice(): string | null {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'orderId' in state && typeof state.orderId === 'string'
    ? state.orderId
    : null;
}

/**
 * /apps/customer/create-invoice: an invoice for a customer with its lines, tax and discount, the sums
 * made as it is typed (in cents), then a printable invoice. SPEC.md §7 has no call that stores invoices,
 * so issuing one stays in the page: nothing is sent to the server.
 */
export default function CreateInvoicePage() {
  const intl = useIntl();
  const form = useForm<InvoiceFormValues>({
    resolver: formResolver(invoiceFormSchema),
    defaultValues: newInvoice(),
    mode: 'onTouched',
  });
  const { control } = form;
  const [issued, setIssued] = useState<InvoiceFormValues | null>(null);
  const { isDirty, isSubmitted, isValid } = useFormState({ control });
  // Opened from an order: its lines, once, before anything is typed.
  const orderId = useOrderToInvoice();
  const order = useGetStoreOrderQuery(orderId ?? '', { skip: orderId == null });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!order.data || prefilled.current) return;
    prefilled.current = true;
    if (!form.formState.isDirty)
      form.reset(
        invoiceOfOrder(
          order.data.order,
          order.data.customer,
          intl.formatMessage({ id: 'customer.totals.shipping' }),
        ),
      );
  }, [order.data, form, intl]);

  const onSubmit = form.handleSubmit((checked) => {
    setIssued(checked);
    window.scrollTo({ top: 0 });
  });

  if (issued)
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <InvoicePrint
          invoice={issued}
          onEdit={() => setIssued(null)}
          onNew={() => {
            form.reset(newInvoice());
            setIssued(null);
          }}
        />
      </Box>
    );

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader titleId="route.customer.invoice" subtitleId="customer.invoice.subtitle" />
      <UnsavedChangesPrompt when={isDirty} />
      <DateProvider>
        <Box component="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <Stack spacing={2.5}>
            {isSubmitted && !isValid && (
              <Alert severity="error" role="alert">
                <FormattedMessage id="customer.invoice.fix" />
              </Alert>
            )}
            <StoreSection titleId="customer.invoice.details">
              <InvoiceDetailsFields control={control} />
            </StoreSection>
            <StoreSection titleId="customer.invoice.lines">
              <InvoiceLines control={control} />
            </StoreSection>
            <StoreSection titleId="customer.invoice.summary">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Stack spacing={2}>
                    <IntegerField
                      control={control}
                      name="taxRate"
                      labelId="customer.invoice.taxRate"
                      unit="%"
                    />
                    <MoneyField control={control} name="discount" labelId="customer.invoice.discount" />
                  </Stack>
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <LiveInvoiceTotals control={control} />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    control={control}
                    name="notes"
                    labelId="customer.invoice.notes"
                    multiline
                    minRows={2}
                    maxChars={INVOICE_NOTES_MAX}
                  />
                </Grid>
              </Grid>
            </StoreSection>
            <Stack
              direction={{ xs: 'column-reverse', sm: 'row' }}
              sx={{ gap: 1.5, justifyContent: 'flex-end' }}
            >
              <Button type="submit" variant="contained">
                <FormattedMessage id="customer.invoice.issue" />
              </Button>
            </Stack>
          </Stack>
        </Box>
      </DateProvider>
    </Box>
  );
}
