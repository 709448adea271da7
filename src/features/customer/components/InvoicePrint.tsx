import EditOutlined from '@mui/icons-material/EditOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { BRAND } from '@/config';
import { parseLocalDate } from '@/utils/localDate';
import { useStoreFormat } from '../format';
import { centsOf, integerOf } from '@/components/form/numberText';
import type { InvoiceFormValues } from '../invoiceForm';
import { totalsOf } from '../invoiceForm';
import InvoiceTotals from './InvoiceTotals';
import LinesTable from './LinesTable';

const PRINT_ID = 'customer-invoice-print';

/**
 * On paper only the invoice shows: the app's bars, menus and these buttons are hidden, whatever the
 * layout around it (everything is made invisible, then the invoice visible again, at the page's top left).
 */
const printStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '@media print': {
        'html, body': { background: `${theme.palette.common.white} !important` },
        // !important: drawers and menus set their own visibility inline.
        'body *': { visibility: 'hidden !important' },
        [`#${PRINT_ID}, #${PRINT_ID} *`]: {
          visibility: 'visible !important',
          color: `${theme.palette.common.black} !important`,
          borderColor: `${theme.palette.grey[400]} !important`,
        },
        [`#${PRINT_ID}`]: {
          // Absolute, not fixed: a long invoice flows onto more pages.
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          background: `${theme.palette.common.white} !important`,
          border: '0 !important',
          boxShadow: 'none',
          zIndex: theme.zIndex.tooltip + 1,
        },
        [`#${PRINT_ID} [role="region"]`]: { overflow: 'visible' },
        '@page': { margin: '16mm' },
      },
    })}
  />
);

/** The issued invoice as it prints, with print, edit and "new invoice" above it on screen. */
export default function InvoicePrint({
  invoice,
  onEdit,
  onNew,
}: {
  invoice: InvoiceFormValues;
  onEdit: () => void;
  onNew: () => void;
}) {
  const intl = useIntl();
  const format = useStoreFormat();
  const totals = totalsOf(invoice);
  const taxRate = integerOf(invoice.taxRate) ?? 0;
  const day = (iso: string) => format.date(parseLocalDate(iso));
  return (
    <>
      {printStyles}
      <Stack spacing={2} sx={{ displayPrint: 'none', mb: 2 }}>
        {/* Issuing keeps the invoice in this page only: SPEC.md §7 has no call that stores invoices. */}
        <Alert severity="success">
          <FormattedMessage id="customer.invoice.issued" values={{ number: invoice.number }} />
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            <FormattedMessage id="customer.invoice.print" />
          </Button>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
            <FormattedMessage id="customer.invoice.edit" />
          </Button>
          <Button startIcon={<NoteAddOutlined />} onClick={onNew}>
            <FormattedMessage id="customer.invoice.new" />
          </Button>
        </Stack>
      </Stack>
      <Paper
        id={PRINT_ID}
        variant="outlined"
        component="article"
        aria-label={intl.formatMessage({ id: 'customer.invoice.document' }, { number: invoice.number })}
        sx={{ p: { xs: 2, sm: 4 } }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 2, mb: 3 }}
        >
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              <FormattedMessage id="customer.invoice.document" values={{ number: invoice.number }} />
            </Typography>
            <Typography color="text.secondary">{BRAND}</Typography>
          </Box>
          <Box sx={{ textAlign: { sm: 'right' } }}>
            <Typography variant="body2">
              <FormattedMessage id="customer.invoice.issueDate" />: {day(invoice.issueDate)}
            </Typography>
            <Typography variant="body2">
              <FormattedMessage id="customer.invoice.dueDate" />: {day(invoice.dueDate)}
            </Typography>
          </Box>
        </Stack>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage id="customer.invoice.billTo" />
            </Typography>
            <Typography>{invoice.customer}</Typography>
            {invoice.customerEmail && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {invoice.customerEmail}
              </Typography>
            )}
          </Grid>
        </Grid>
        <LinesTable
          label={intl.formatMessage({ id: 'customer.invoice.lines' })}
          rows={invoice.lines.map((line, index) => ({
            // Lines are printed as they stand: their position is their identity.
            key: String(index),
            name: line.description,
            quantity: integerOf(line.quantity) ?? 0,
            unitPrice: centsOf(line.unitPrice) ?? 0,
            total: totals.lineTotals[index] ?? 0,
          }))}
        />
        <Box sx={{ mt: 2 }}>
          <InvoiceTotals totals={totals} taxRate={taxRate} />
        </Box>
        {invoice.notes.trim() && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" component="h3">
              <FormattedMessage id="customer.invoice.notes" />
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {invoice.notes}
            </Typography>
          </Box>
        )}
      </Paper>
    </>
  );
}
