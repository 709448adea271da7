import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import OrderDetails from '../components/OrderDetails';
import PendingPayment from '../components/PendingPayment';
import ThanksHeadline from '../components/ThanksHeadline';
import ThanksTickets from '../components/ThanksTickets';
import { useThanks } from '../hooks/useThanks';
import { loginPath } from '../checkoutFlow';

/** /thanks?order=:id: the order, how to pay what is pending, and the tickets once paid. */
export default function ThanksPage() {
  const thanks = useThanks();
  const { orderId, order, event, names } = thanks;

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
  if (!thanks.isInitialized) return wrap(<Skeleton variant="rounded" height={320} />);
  if (!thanks.isLoggedIn) {
    return wrap(
      <EmptyState
        icon={LockOutlined}
        titleId="checkout.thanks.signIn"
        bodyId="checkout.thanks.signIn.body"
        action={
          <Button
            variant="contained"
            component={RouterLink}
            to={loginPath(`/thanks?order=${encodeURIComponent(orderId)}`)}
          >
            <FormattedMessage id="checkout.signIn.action" />
          </Button>
        }
      />,
    );
  }
  if (thanks.orderFailed) return wrap(<ErrorState error={thanks.orderError} onRetry={thanks.retryOrder} />);
  if (!order) {
    return wrap(
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" height={56} width="70%" />
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={180} />
      </Stack>,
    );
  }

  return wrap(
    <Stack spacing={3}>
      <ThanksHeadline order={order} />
      {order.status === 'pending' && <PendingPayment order={order} actions={thanks} />}
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
      {order.status === 'paid' && order.tickets.length > 0 && <ThanksTickets order={order} names={names} />}
      <OrderDetails order={order} event={event} names={names} />
    </Stack>,
  );
}
