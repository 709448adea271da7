import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { ShopOrder } from '@/api/contract/shop';
import BoletoPanel from '@/components/payment/BoletoPanel';
import PixPanel from '@/components/payment/PixPanel';

/**
 * What a PIX or boleto order still has to pay: the PIX code with its QR code and countdown, or the boleto's
 * line and print.
 */
export default function OrderPayBox({ order }: { order: ShopOrder }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="shop-order-pay"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="shop-order-pay" variant="h4" component="h3" sx={{ mb: 2 }}>
        <FormattedMessage id={order.pix ? 'shop.complete.pay.pix' : 'shop.complete.pay.boleto'} />
      </Typography>
      {order.pix && (
        <PixPanel
          code={order.pix.code}
          expiresAt={order.pix.expiresAt}
          amount={order.total}
          ruleId="shop.complete.pix.rule"
          expiredBodyId="shop.complete.pix.expired"
        />
      )}
      {order.boleto && (
        <BoletoPanel
          line={order.boleto.line}
          dueDate={order.boleto.dueDate}
          amount={order.total}
          payer={order.address.name}
        />
      )}
    </Paper>
  );
}
