import { useIntl } from 'react-intl';
import type { PurchaseBlock } from '../tickets';

const BLOCK_MESSAGE: Record<PurchaseBlock['reason'], string> = {
  cancelled: 'events.buy.blocked.cancelled',
  eventEnded: 'events.buy.blocked.eventEnded',
  noTickets: 'events.buy.blocked.noTickets',
  soldOut: 'events.buy.blocked.soldOut',
  salesEnded: 'events.buy.blocked.salesEnded',
  notStarted: 'events.buy.blocked.notStarted',
};

/** Why tickets cannot be bought now, as one sentence ("As vendas começam em 13 de dezembro, 14:00."). */
export function usePurchaseBlockText(block: PurchaseBlock | null): string | null {
  const intl = useIntl();
  if (!block) return null;
  return intl.formatMessage(
    { id: BLOCK_MESSAGE[block.reason] },
    block.reason === 'notStarted'
      ? {
          date: intl.formatDate(block.opensAt, {
            day: 'numeric',
            month: 'long',
            hour: '2-digit',
            minute: '2-digit',
          }),
        }
      : undefined,
  );
}
