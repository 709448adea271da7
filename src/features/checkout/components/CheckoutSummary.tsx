import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { CartLine } from '@/store/cartSlice';
import Amounts from './Amounts';

interface CheckoutSummaryProps {
  lines: readonly CartLine[];
  couponCode: string | null;
  totals: { subtotal: number; discount: number; fee: number; total: number };
}

/** The order so far, beside the steps (sticky on wider screens). */
export default function CheckoutSummary({ lines, couponCode, totals }: CheckoutSummaryProps) {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="checkout-summary"
      sx={{ p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography id="checkout-summary" variant="h4" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="checkout.summary.title" />
      </Typography>
      {lines.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="checkout.summary.empty" />
        </Typography>
      ) : (
        <Amounts
          lines={lines.map((line) => ({
            key: line.id,
            label: (
              <FormattedMessage
                id={line.halfPrice ? 'checkout.line.half' : 'checkout.line.full'}
                values={{ quantity: line.quantity, name: line.name }}
              />
            ),
            amount: line.subtotal,
          }))}
          subtotal={totals.subtotal}
          discount={totals.discount}
          couponCode={couponCode}
          fee={totals.fee}
          total={totals.total}
        />
      )}
    </Paper>
  );
}
