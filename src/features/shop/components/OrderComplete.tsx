import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopOrder } from '@/api/contract/shop';
import { installmentPlan } from '@/components/payment/installments';
import { formatCents } from '@/utils/br';
import { SHOP_PATHS } from '../paths';
import { AddressLines } from './BillingStep';
import CartSummary from './CartSummary';
import OrderPayBox from './OrderPayBox';

/** How the order is paid: the PIX or boleto still to pay, or the card's installments. */
function Payment({ order }: { order: ShopOrder }) {
  if (order.pix || order.boleto) return <OrderPayBox order={order} />;
  if (order.installments <= 1) return null;
  const plan = installmentPlan(order.total, order.installments);
  return (
    <Typography>
      <FormattedMessage
        id={plan.interestFree ? 'payment.installments.free' : 'payment.installments.interest'}
        values={{
          count: plan.count,
          each: formatCents(plan.each),
          total: formatCents(plan.total),
        }}
      />
    </Typography>
  );
}

/**
 * The last step: the order's code, how to pay it, what it holds and where it goes. The cart has started over.
 * Loaded only when an order is placed (with the QR code and the boleto slip it may show).
 */
export default function OrderComplete({ order }: { order: ShopOrder }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlined color="success" fontSize="large" aria-hidden />
        <Typography variant="h2" component="h2">
          <FormattedMessage id="shop.complete.title" />
        </Typography>
      </Stack>
      <Typography role="status">
        <FormattedMessage id="shop.complete.number" values={{ code: <strong>{order.code}</strong> }} />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id={`shop.complete.method.${order.method}`} />
      </Typography>
      <Payment order={order} />
      <CartSummary totals={order} couponCode={null} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          <FormattedMessage id="shop.complete.deliverTo" />
        </Typography>
        <AddressLines address={order.address} />
      </Paper>
      <Button
        component={RouterLink}
        to={SHOP_PATHS.products}
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="shop.complete.continue" />
      </Button>
    </Stack>
  );
}
