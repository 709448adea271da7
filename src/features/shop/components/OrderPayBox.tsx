import type { ShopOrder } from '@/api/contract/shop';
import BoletoPanel from '@/components/payment/BoletoPanel';
import PaymentSection from '@/components/payment/PaymentSection';
import PixPanel from '@/components/payment/PixPanel';

/**
 * What a PIX or boleto order still has to pay: the PIX code with its QR code and countdown, or the boleto's
 * line and print.
 */
export default function OrderPayBox({ order }: { order: ShopOrder }) {
  return (
    <PaymentSection titleId={order.pix ? 'shop.complete.pay.pix' : 'shop.complete.pay.boleto'} heading="h3">
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
    </PaymentSection>
  );
}
