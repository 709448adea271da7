import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import { formatCents } from '@/utils/br';
import { halfPrice, saleState, type SaleState } from '../tickets';

const STATE_COLOR: Record<SaleState, 'success' | 'default' | 'warning' | 'error'> = {
  onSale: 'success',
  notStarted: 'warning',
  ended: 'default',
  soldOut: 'error',
};

/** When few are left, saying so helps a family decide now. */
const FEW_LEFT = 20;

function SaleStateChip({ ticket, now }: { ticket: Ticket; now: number }) {
  const intl = useIntl();
  const state = saleState(ticket, now);
  const date = (iso: string) =>
    intl.formatDate(iso, { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });
  const label =
    state === 'notStarted'
      ? intl.formatMessage({ id: 'events.ticket.state.notStarted' }, { date: date(ticket.salesStart) })
      : state === 'onSale'
        ? intl.formatMessage({ id: 'events.ticket.state.onSale' }, { date: date(ticket.salesEnd) })
        : state === 'ended'
          ? intl.formatMessage({ id: 'events.ticket.state.ended' })
          : intl.formatMessage({ id: 'events.ticket.state.soldOut' });
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLOR[state]}
      label={label}
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** The ticket types of an event with price, half-price and where each stands in its sale window. */
export default function TicketList({ tickets, now }: { tickets: readonly Ticket[]; now: number }) {
  const visible = tickets.filter((t) => t.visible);
  if (visible.length === 0) {
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="events.tickets.empty" />
      </Typography>
    );
  }
  return (
    <Stack
      component="ul"
      divider={<Divider component="li" aria-hidden />}
      spacing={1.5}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {visible.map((ticket) => {
        const left = ticket.quantity - ticket.sold;
        const state = saleState(ticket, now);
        return (
          <Stack key={ticket.id} component="li" spacing={0.75} aria-label={ticket.name}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
            >
              <Typography sx={{ fontWeight: 600 }}>{ticket.name}</Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {ticket.price === 0 ? <FormattedMessage id="events.price.free" /> : formatCents(ticket.price)}
              </Typography>
            </Stack>
            {ticket.price > 0 && (
              <Typography variant="body2" color="text.secondary">
                {ticket.halfPriceAllowed ? (
                  <FormattedMessage
                    id="events.ticket.halfPrice"
                    values={{ price: formatCents(halfPrice(ticket.price)) }}
                  />
                ) : (
                  <FormattedMessage id="events.ticket.noHalfPrice" />
                )}
              </Typography>
            )}
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <SaleStateChip ticket={ticket} now={now} />
              {state === 'onSale' && left <= FEW_LEFT && (
                <Typography variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
                  <FormattedMessage id="events.ticket.fewLeft" values={{ count: left }} />
                </Typography>
              )}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
