import type { ShopOrder } from '@/api/contract/shop';
import DuePayment from '@/components/payment/DuePayment';
import PaymentSection from '@/components/payment/PaymentSection';

/**
 * What a PIX or boleto order still has to pay: the PIX code with its QR code and countdown, or the boleto's
 * line and print.
 */
export default function OrderPayBox({ order }: { order: ShopOrder }) {
  return (
    <PaymentSection titleId={order.pix ? 'shop.complete.pay.pix' : 'shop.complete.pay.boleto'} heading="h3">
      <DuePayment
        pix={order.pix}
        boleto={order.boleto}
        amount={order.total}
        payer={order.address.name}
        pixText={{ ruleId: 'shop.complete.pix.rule', expiredBodyId: 'shop.complete.pix.expired' }}
      />
    </PaymentSection>
  );
}
