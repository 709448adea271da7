import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import { useAppDispatch } from '@/store/hooks';
import { cartActions, checkoutTotals, seatCount, type CartState } from '@/store/cartSlice';
import { formatCents } from '@/utils/br';
import {
  limitOf,
  lineId,
  quantityOf,
  quantityProblem,
  remainingOf,
  saleState,
  unitPriceOf,
} from '../pricing';
import CouponField from './CouponField';
import QuantityStepper from './QuantityStepper';

interface TicketsStepProps {
  cart: CartState;
  tickets: readonly Ticket[];
  /** The server's reasons per ticket type (sold out, window closed), from a refused order. */
  ticketErrors: Record<string, string>;
  now: number;
  onContinue: () => void;
}

const STATE_COLOR = { onSale: 'success', notStarted: 'info', ended: 'default', soldOut: 'error' } as const;

/** Step 1: how many of each ticket type, full or half price, and a coupon. */
export default function TicketsStep({ cart, tickets, ticketErrors, now, onContinue }: TicketsStepProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [emptyError, setEmptyError] = useState(false);
  const eventId = cart.eventId ?? '';
  const visible = tickets.filter((t) => t.visible);
  const anyHalf = visible.some((t) => t.halfPriceAllowed);
  const seats = seatCount(cart);

  const setQuantity = (ticket: Ticket, halfPrice: boolean, quantity: number) => {
    const id = lineId(ticket.id, halfPrice);
    const line = cart.products.find((p) => p.id === id);
    setEmptyError(false);
    setProblems((current) => {
      const { [ticket.id]: _cleared, ...rest } = current;
      return rest;
    });
    if (quantity <= 0) {
      if (line) dispatch(cartActions.productRemoved(id));
    } else if (line) {
      dispatch(cartActions.productUpdated({ id, quantity }));
    } else {
      dispatch(
        cartActions.productAdded({
          id,
          eventId,
          ticketId: ticket.id,
          name: ticket.name,
          halfPrice,
          unitPrice: unitPriceOf(ticket, halfPrice),
          quantity,
        }),
      );
    }
  };

  const next = () => {
    const found: Record<string, string> = {};
    for (const ticket of tickets) {
      const problem = quantityProblem(ticket, quantityOf(cart.products, ticket.id), now);
      if (problem) found[ticket.id] = intl.formatMessage({ id: problem.id }, problem.values);
    }
    setProblems(found);
    const empty = cart.products.length === 0;
    setEmptyError(empty);
    if (!empty && Object.keys(found).length === 0) onContinue();
  };

  return (
    <Stack spacing={2.5}>
      {anyHalf && (
        <Alert severity="info" variant="outlined" icon={<InfoOutlined />}>
          <FormattedMessage id="checkout.tickets.halfNotice" />
        </Alert>
      )}

      {visible.length === 0 && (
        <Alert severity="warning">
          <FormattedMessage id="checkout.tickets.none" />
        </Alert>
      )}

      {visible.map((ticket) => {
        const state = saleState(ticket, now);
        const inCart = quantityOf(cart.products, ticket.id);
        const limit = limitOf(ticket);
        const full = cart.products.find((p) => p.id === lineId(ticket.id, false))?.quantity ?? 0;
        const half = cart.products.find((p) => p.id === lineId(ticket.id, true))?.quantity ?? 0;
        const onSale = state === 'onSale';
        const error = ticketErrors[ticket.id] ?? problems[ticket.id];
        const headingId = `ticket-${ticket.id}`;
        return (
          <Paper
            key={ticket.id}
            variant="outlined"
            component="section"
            aria-labelledby={headingId}
            sx={{
              p: { xs: 2, sm: 2.5 },
              borderColor: error ? 'error.main' : 'divider',
              opacity: onSale ? 1 : 0.75,
            }}
          >
            <Stack spacing={1.5}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ justifyContent: 'space-between', gap: 1, alignItems: { sm: 'center' } }}
              >
                <Box>
                  <Typography id={headingId} variant="h4" component="h3">
                    {ticket.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      id="checkout.tickets.limits"
                      values={{ min: ticket.minPerOrder, max: ticket.maxPerOrder }}
                    />
                  </Typography>
                </Box>
                <Chip
                  size="small"
                  color={STATE_COLOR[state]}
                  variant="outlined"
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
                  label={
                    state === 'onSale' ? (
                      <FormattedMessage
                        id="checkout.tickets.remaining"
                        values={{ count: remainingOf(ticket) }}
                      />
                    ) : state === 'notStarted' ? (
                      <FormattedMessage
                        id="checkout.tickets.opensAt"
                        values={{
                          date: (
                            <FormattedDate
                              value={ticket.salesStart}
                              day="2-digit"
                              month="2-digit"
                              hour="2-digit"
                              minute="2-digit"
                            />
                          ),
                        }}
                      />
                    ) : (
                      <FormattedMessage id={`checkout.tickets.chip.${state}`} />
                    )
                  }
                />
              </Stack>

              <Divider />
              <PriceRow
                kindId="checkout.tickets.full"
                price={unitPriceOf(ticket, false)}
                stepper={
                  <QuantityStepper
                    label={ticket.name}
                    value={full}
                    max={full + Math.max(0, limit - inCart)}
                    disabled={!onSale}
                    onChange={(n) => setQuantity(ticket, false, n)}
                  />
                }
              />
              {ticket.halfPriceAllowed && (
                <PriceRow
                  kindId="checkout.tickets.half"
                  price={unitPriceOf(ticket, true)}
                  stepper={
                    <QuantityStepper
                      label={intl.formatMessage({ id: 'checkout.tickets.halfLabel' }, { name: ticket.name })}
                      value={half}
                      max={half + Math.max(0, limit - inCart)}
                      disabled={!onSale}
                      onChange={(n) => setQuantity(ticket, true, n)}
                    />
                  }
                />
              )}
              {onSale && inCart > 0 && inCart >= limit && (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="checkout.tickets.atLimit" values={{ count: limit }} />
                </Typography>
              )}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          </Paper>
        );
      })}

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
          <FormattedMessage id="checkout.coupon.title" />
        </Typography>
        <CouponField
          eventId={eventId}
          products={cart.products}
          couponCode={cart.couponCode}
          discount={cart.discount}
        />
      </Paper>

      {emptyError && (
        <Alert severity="warning" role="alert">
          <FormattedMessage id="checkout.tickets.empty" />
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
          {seats > 0 && (
            <FormattedMessage
              id="checkout.tickets.running"
              values={{ count: seats, total: formatCents(checkoutTotals(cart).total) }}
            />
          )}
        </Typography>
        <Button variant="contained" size="large" onClick={next} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <FormattedMessage id="checkout.tickets.continue" />
        </Button>
      </Stack>
    </Stack>
  );
}

function PriceRow({ kindId, price, stepper }: { kindId: string; price: number; stepper: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Box>
        <Typography sx={{ fontWeight: 500 }}>
          <FormattedMessage id={kindId} />
        </Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {price === 0 ? <FormattedMessage id="checkout.free" /> : formatCents(price)}
        </Typography>
      </Box>
      {stepper}
    </Stack>
  );
}
