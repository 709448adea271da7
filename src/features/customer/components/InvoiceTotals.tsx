import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import SummaryLine from '@/components/sections/SummaryLine';
import type { InvoiceTotals as Totals } from '../invoice';
import { useStoreFormat } from '../format';

/** Subtotal, discount, tax and total of an invoice, right-aligned figures; announced as they change. */
export default function InvoiceTotals({ totals, taxRate }: { totals: Totals; taxRate: number }) {
  const intl = useIntl();
  const format = useStoreFormat();
  return (
    <Stack
      spacing={0.75}
      role="group"
      aria-label={intl.formatMessage({ id: 'customer.invoice.totals' })}
      aria-live="polite"
      sx={{ width: '100%', maxWidth: 340, ml: 'auto' }}
    >
      <SummaryLine label={<FormattedMessage id="customer.totals.subtotal" />}>
        {format.money(totals.subtotal)}
      </SummaryLine>
      <SummaryLine label={<FormattedMessage id="customer.totals.discount" />}>
        {totals.discount ? `− ${format.money(totals.discount)}` : format.money(0)}
      </SummaryLine>
      <SummaryLine label={<FormattedMessage id="customer.totals.tax" values={{ rate: taxRate }} />}>
        {format.money(totals.tax)}
      </SummaryLine>
      <Divider />
      <SummaryLine strong variant="body1" label={<FormattedMessage id="customer.totals.total" />}>
        {format.money(totals.total)}
      </SummaryLine>
    </Stack>
  );
}
