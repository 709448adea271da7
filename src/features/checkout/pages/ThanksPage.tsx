import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { OrderWithTickets } from '@/api/contract/checkout';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useGetOrderQuery, useSimulatePaymentMutation } from '@/api/endpoints/checkout';
import { notify } from '@/components/feedback/notify';
import BoletoPanel from '@/components/payment/BoletoPanel';
import { installmentPlan } from '@/components/payment/installments';
import PixPanel from '@/components/payment/PixPanel';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { API_MOCK } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/sessionSlice';
import { formatCents } from '@/utils/br';
import Amounts from '../components/Amounts';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const POLL_MS = 5000;

/** Which headline an order gets: paid, waiting for a PIX or a boleto, cancelled or refunded. */
function headline(order: OrderWithTickets): string {
  if (order.status === 'pending') return order.payment.method === 'boleto' ? 'pendingBoleto' : 'pendingPix';
  return order.status;
}
const STATUS_COLOR = { pending: 'warning', paid: 'success', cancelled: 'default', refunded: 'info' } as const;

function Tickets({ order, names }: { order: OrderWithTickets; names: Record<string, string> }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="thanks-tickets"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1 }}
      >
        <Typography id="thanks-tickets" variant="h4" component="h2">
          <FormattedMessage id="checkout.thanks.tickets" values={{ count: order.tickets.length }} />
        </Typography>
        <Button component={RouterLink} to="/cliente/ingressos" startIcon={<ConfirmationNumberOutlined />}>
          <FormattedMessage id="checkout.thanks.myTickets" />
        </Button>
      </Stack>
      <List disablePadding>
        {order.tickets.map((ticket) => (
          <ListItem
            key={ticket.code}
            divider
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={undefined}
          >
            <ListItemText
              primary={ticket.holderName}
              secondary={
                <>
                  {names[ticket.ticketId] ?? ''}
                  {ticket.halfPrice && (
                    <>
                      {' · '}
                      <FormattedMessage id="checkout.thanks.half" />
                    </>
                  )}
                  {' · '}
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {ticket.code}
                  </Box>
                </>
              }
              sx={{ minWidth: 200 }}
            />
            <Button
              component={RouterLink}
              to={`/download/${encodeURIComponent(ticket.code)}`}
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlined />}
              aria-label={`${ticket.holderName}: ${ticket.code}`}
            >
              <FormattedMessage id="checkout.thanks.download" />
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** /thanks?order=:id: the order, how to pay what is pending, and the tickets once paid. */
/** The payment box of a pending order (PIX or boleto), titled for screen readers. */
function PayBox({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="thanks-pay" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="thanks-pay" variant="h4" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

export default function ThanksPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const { isInitialized, isLoggedIn } = useAppSelector(selectSession);
  const [waiting, setWaiting] = useState(false);
  const [simulateError, setSimulateError] = useState<string | null>(null);
  const skip = !orderId || !isLoggedIn;
  const orderQuery = useGetOrderQuery(orderId, {
    skip,
    // "Já paguei": asks again every 5 s until the payment is confirmed.
    pollingInterval: waiting ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const order = orderQuery.data;
  const eventQuery = useGetEventQuery(order?.eventId ?? '', { skip: !order });
  const ticketsQuery = useGetEventTicketsQuery(order?.eventId ?? '', { skip: !order });
  const [simulate, { isLoading: simulating }] = useSimulatePaymentMutation();
  const polling = waiting && order?.status === 'pending';

  const wrap = (content: ReactNode) => (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {content}
    </Container>
  );

  if (!orderId) {
    return wrap(
      <EmptyState
        titleId="checkout.thanks.noOrder"
        bodyId="checkout.thanks.noOrder.body"
        action={
          <Button variant="contained" component={RouterLink} to="/eventos">
            <FormattedMessage id="checkout.seeEvents" />
          </Button>
        }
      />,
    );
  }
  if (!isInitialized) return wrap(<Skeleton variant="rounded" height={320} />);
  if (!isLoggedIn) {
    const returnTo = `/thanks?order=${encodeURIComponent(orderId)}`;
    return wrap(
      <EmptyState
        icon={LockOutlined}
        titleId="checkout.thanks.signIn"
        bodyId="checkout.thanks.signIn.body"
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={`/login-clientes?${new URLSearchParams({ returnTo }).toString()}`}
          >
            <FormattedMessage id="checkout.signIn.action" />
          </Button>
        }
      />,
    );
  }
  if (orderQuery.isError) {
    return wrap(<ErrorState error={orderQuery.error} onRetry={() => void orderQuery.refetch()} />);
  }
  if (!order) {
    return wrap(
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" height={56} width="70%" />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={180} />
      </Stack>,
    );
  }

  const names = Object.fromEntries((ticketsQuery.data ?? []).map((t) => [t.id, t.name]));
  const event = eventQuery.data;
  const paid = order.status === 'paid';
  const pending = order.status === 'pending';

  const runSimulation = async () => {
    setSimulateError(null);
    try {
      await simulate(order.id).unwrap();
      notify(intl.formatMessage({ id: 'checkout.thanks.simulated' }), 'success');
    } catch (error) {
      setSimulateError(apiErrorText(intl, error));
    }
  };

  const actions = pending && (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        {order.payment.method === 'pix' && (
          <Button
            variant="contained"
            onClick={() => {
              setWaiting(true);
              void orderQuery.refetch();
            }}
            disabled={polling}
            startIcon={polling ? <CircularProgress size={18} color="inherit" /> : <CheckCircleOutlined />}
          >
            <FormattedMessage id="checkout.thanks.paid" />
          </Button>
        )}
        {API_MOCK && (
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void runSimulation()}
            disabled={simulating}
          >
            <FormattedMessage id="checkout.thanks.simulate" />
          </Button>
        )}
      </Stack>
      {polling && (
        <Typography variant="body2" color="text.secondary" role="status">
          <FormattedMessage id="checkout.thanks.waiting" values={{ seconds: POLL_MS / 1000 }} />
        </Typography>
      )}
      {simulateError && (
        <Alert severity="error" role="alert">
          {simulateError}
        </Alert>
      )}
    </Stack>
  );

  const plan = installmentPlan(order.total, order.payment.installments);

  return wrap(
    <Stack spacing={3}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Box
            sx={{ color: paid ? 'success.main' : pending ? 'warning.main' : 'text.secondary', lineHeight: 0 }}
            aria-hidden
          >
            {paid ? (
              <CheckCircleOutlined sx={{ fontSize: 40 }} />
            ) : pending ? (
              <HourglassTopOutlined sx={{ fontSize: 40 }} />
            ) : (
              <ReceiptLongOutlined sx={{ fontSize: 40 }} />
            )}
          </Box>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
            <FormattedMessage id={`checkout.thanks.title.${headline(order)}`} />
          </Typography>
        </Stack>
        <Typography color="text.secondary" role="status">
          <FormattedMessage id={`checkout.thanks.lead.${headline(order)}`} />
        </Typography>
      </Stack>

      {pending && order.pix && (
        <PayBox titleId="checkout.thanks.payPix">
          <PixPanel
            code={order.pix.code}
            expiresAt={order.pix.expiresAt}
            amount={order.total}
            actions={actions}
          />
        </PayBox>
      )}
      {pending && order.boleto && (
        <PayBox titleId="checkout.thanks.payBoleto">
          <BoletoPanel
            line={order.boleto.line}
            dueDate={order.boleto.dueDate}
            amount={order.total}
            actions={actions}
          />
        </PayBox>
      )}
      {order.status === 'cancelled' && event && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" component={RouterLink} to={`/checkout/${encodeURIComponent(event.id)}`}>
              <FormattedMessage id="checkout.thanks.buyAgain" />
            </Button>
          }
        >
          <AlertTitle>
            <FormattedMessage id="checkout.thanks.cancelled" />
          </AlertTitle>
          <FormattedMessage id="checkout.thanks.cancelled.body" />
        </Alert>
      )}

      {paid && order.tickets.length > 0 && <Tickets order={order} names={names} />}

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="thanks-summary"
            sx={{ p: { xs: 2, sm: 2.5 } }}
          >
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
            >
              <Typography id="thanks-summary" variant="h4" component="h2">
                <FormattedMessage id="checkout.thanks.summary" />
              </Typography>
              <Chip
                size="small"
                color={STATUS_COLOR[order.status]}
                label={<FormattedMessage id={`checkout.status.${order.status}`} />}
              />
            </Stack>
            <Amounts
              lines={order.items.map((item) => ({
                key: `${item.ticketId}:${String(item.halfPrice)}`,
                label: (
                  <FormattedMessage
                    id={item.halfPrice ? 'checkout.line.half' : 'checkout.line.full'}
                    values={{ quantity: item.quantity, name: names[item.ticketId] ?? '…' }}
                  />
                ),
                amount: item.unitPrice * item.quantity,
              }))}
              subtotal={order.subtotal}
              discount={order.discount}
              couponCode={order.couponCode}
              fee={order.fee}
              total={order.total}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
            <Stack spacing={1.25}>
              <Typography variant="h4" component="h2">
                {event?.title ?? <Skeleton width="80%" />}
              </Typography>
              {event && (
                <Typography color="text.secondary">
                  <FormattedDate
                    value={event.startsAt}
                    weekday="long"
                    day="2-digit"
                    month="long"
                    hour="2-digit"
                    minute="2-digit"
                  />
                  {event.venue && ` · ${event.venue.name}, ${event.venue.city}`}
                </Typography>
              )}
              <Typography variant="body2">
                <FormattedMessage id="checkout.thanks.orderId" values={{ id: order.id }} />
              </Typography>
              <Typography variant="body2">
                <FormattedMessage
                  id="checkout.thanks.createdAt"
                  values={{
                    date: <FormattedDate value={order.createdAt} dateStyle="short" timeStyle="short" />,
                  }}
                />
              </Typography>
              <Typography variant="body2">
                {order.payment.method === 'card' ? (
                  <FormattedMessage
                    id={
                      plan.interestFree
                        ? 'checkout.thanks.method.cardFree'
                        : 'checkout.thanks.method.cardInterest'
                    }
                    values={{ count: plan.count, each: formatCents(plan.each) }}
                  />
                ) : (
                  <FormattedMessage id={`checkout.thanks.method.${order.payment.method}`} />
                )}
              </Typography>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </Stack>,
  );
}
