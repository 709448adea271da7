import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { installmentPlan } from '@/components/payment/installments';
import { checkoutTotals, type CartState, type OrderPaymentMethod } from '@/store/cartSlice';
import { formatCents, formatDocument } from '@/utils/br';
import { STEP } from '../pricing';
import Amounts from './Amounts';

interface ReviewStepProps {
  cart: CartState;
  method: OrderPaymentMethod | null;
  /** Card details are typed again after a reload (they are never stored). */
  cardMissing: boolean;
  ticketErrors: Record<string, string>;
  error: ReactNode;
  busy: boolean;
  onEdit: (step: number) => void;
  onConfirm: () => void;
}

function Section({
  titleId,
  onEdit,
  children,
}: {
  titleId: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="h4" component="h3">
          <FormattedMessage id={titleId} />
        </Typography>
        {onEdit && (
          <Button size="small" onClick={onEdit}>
            <FormattedMessage id="checkout.review.edit" />
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}

/** Step 4: everything once more, the fee explained, and the one button that places the order. */
export default function ReviewStep({
  cart,
  method,
  cardMissing,
  ticketErrors,
  error,
  busy,
  onEdit,
  onConfirm,
}: ReviewStepProps) {
  const intl = useIntl();
  const totals = checkoutTotals(cart);
  const free = method === 'free';
  const plan = installmentPlan(totals.total, cart.payment.installments);
  const blocked = method == null || cardMissing || Object.keys(ticketErrors).length > 0;

  return (
    <Stack spacing={2.5}>
      <Section titleId="checkout.review.tickets" onEdit={() => onEdit(STEP.tickets)}>
        <Amounts
          lines={cart.products.map((line) => ({
            key: line.id,
            label: (
              <FormattedMessage
                id={line.halfPrice ? 'checkout.line.half' : 'checkout.line.full'}
                values={{ quantity: line.quantity, name: line.name }}
              />
            ),
            amount: line.subtotal,
            note: ticketErrors[line.ticketId] ? (
              <Alert severity="error" role="alert" sx={{ py: 0 }}>
                {ticketErrors[line.ticketId]}
              </Alert>
            ) : undefined,
          }))}
          subtotal={totals.subtotal}
          discount={totals.discount}
          couponCode={cart.couponCode}
          fee={totals.fee}
          total={totals.total}
        />
      </Section>

      <Section titleId="checkout.review.attendees" onEdit={() => onEdit(STEP.attendees)}>
        <Box component="ol" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
          {cart.attendees.map((a, i) => (
            <li key={`${String(i)}-${a.cpf}`}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {a.name}
              </Typography>
              <Typography component="span" color="text.secondary" variant="body2">
                {' · '}
                {formatDocument(a.cpf)} · {a.email}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>

      <Section titleId="checkout.review.payment" onEdit={free ? undefined : () => onEdit(STEP.payment)}>
        {free ? (
          <Typography>
            <FormattedMessage id="checkout.review.free" />
          </Typography>
        ) : method === 'card' ? (
          <Typography>
            <FormattedMessage
              id={plan.interestFree ? 'checkout.review.cardFree' : 'checkout.review.cardInterest'}
              values={{
                card: cart.payment.card,
                count: plan.count,
                each: formatCents(plan.each),
                total: formatCents(plan.total),
              }}
            />
          </Typography>
        ) : method ? (
          <Typography>
            <FormattedMessage id={`checkout.review.method.${method}`} />
          </Typography>
        ) : (
          <Typography color="error">
            <FormattedMessage id="checkout.review.noMethod" />
          </Typography>
        )}
        {cardMissing && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            <FormattedMessage id="checkout.review.cardAgain" />
          </Alert>
        )}
      </Section>

      {Object.keys(ticketErrors).length > 0 && (
        <Alert severity="error" role="alert">
          <AlertTitle>
            <FormattedMessage id="checkout.review.ticketsChanged" />
          </AlertTitle>
          <FormattedMessage id="checkout.review.ticketsChangedBody" />
          <Box sx={{ mt: 1.5 }}>
            <Button color="inherit" variant="outlined" size="small" onClick={() => onEdit(STEP.tickets)}>
              <FormattedMessage id="checkout.review.changeTickets" />
            </Button>
          </Box>
        </Alert>
      )}
      {error}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button
          variant="outlined"
          onClick={() => onEdit(free ? STEP.attendees : STEP.payment)}
          disabled={busy}
        >
          <FormattedMessage id="checkout.back" />
        </Button>
        <Button
          variant="contained"
          size="large"
          color="success"
          onClick={onConfirm}
          disabled={busy || blocked}
          aria-busy={busy}
        >
          {busy ? (
            <FormattedMessage id="checkout.review.sending" />
          ) : free ? (
            <FormattedMessage id="checkout.review.confirmFree" />
          ) : (
            intl.formatMessage({ id: 'checkout.review.confirm' }, { total: formatCents(totals.total) })
          )}
        </Button>
      </Stack>
    </Stack>
  );
}
