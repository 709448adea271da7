import type { ReactNode } from 'react';
import BoletoPanel from './BoletoPanel';
import PixPanel from './PixPanel';

interface DuePaymentProps {
  /** The PIX to pay, when paid by PIX. */
  pix: { code: string; expiresAt: string } | null;
  /** The boleto to pay, when paid by boleto. */
  boleto: { line: string; dueDate: string } | null;
  /** Cents. */
  amount: number;
  /** Whose name the boleto carries. */
  payer?: string;
  /** The PIX panel's rule and expiry text in the caller's words (its own defaults otherwise). */
  pixText?: { ruleId: string; expiredBodyId: string };
  /** What the payer can do next, under the panel. */
  actions?: ReactNode;
}

/**
 * What an order still has to pay: its PIX code (QR code and countdown) or its boleto (line and print). The
 * ticket checkout's thanks page, the shop's placed order and the Premium subscription show it alike.
 */
export default function DuePayment({ pix, boleto, amount, payer, pixText, actions }: DuePaymentProps) {
  return (
    <>
      {pix && (
        <PixPanel
          code={pix.code}
          expiresAt={pix.expiresAt}
          amount={amount}
          actions={actions}
          ruleId={pixText?.ruleId}
          expiredBodyId={pixText?.expiredBodyId}
        />
      )}
      {boleto && (
        <BoletoPanel
          line={boleto.line}
          dueDate={boleto.dueDate}
          amount={amount}
          payer={payer}
          actions={actions}
        />
      )}
    </>
  );
}
