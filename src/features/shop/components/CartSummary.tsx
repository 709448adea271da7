import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CartTotals } from '@/store/cartRules';
import Money from './Money';

function Row({
  labelId,
  values,
  children,
  strong = false,
}: {
  labelId: string;
  values?: Record<string, string>;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }}>
        <FormattedMessage id={labelId} values={values} />
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : undefined }} data-testid={`shop-${labelId}`}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The cart's four amounts, as SPEC.md §4 keeps them. */
export default function CartSummary({
  totals,
  couponCode,
}: {
  totals: CartTotals;
  couponCode: string | null;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="shop-summary" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography id="shop-summary" variant="h4" component="h2">
          <FormattedMessage id="shop.summary.title" />
        </Typography>
        <Row labelId="shop.summary.subtotal">
          <Money cents={totals.subtotal} />
        </Row>
        <Row
          labelId={couponCode ? 'shop.summary.discountCode' : 'shop.summary.discount'}
          values={{ code: couponCode ?? '' }}
        >
          {totals.discount > 0 ? '−\u00a0' : ''}
          <Money cents={totals.discount} />
        </Row>
        <Row labelId="shop.summary.shipping">
          {totals.shipping === 0 ? (
            <FormattedMessage id="shop.shipping.freeAmount" />
          ) : (
            <Money cents={totals.shipping} />
          )}
        </Row>
        <Divider />
        <Row labelId="shop.summary.total" strong>
          <Money cents={totals.total} />
        </Row>
      </Stack>
    </Paper>
  );
}
