import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';
import ErrorState from '@/components/states/ErrorState';
import CheckoutStepContent from '../components/CheckoutStepContent';
import CheckoutStepper from '../components/CheckoutStepper';
import CheckoutSummary from '../components/CheckoutSummary';
import EventHeader from '../components/EventHeader';
import HoldBanner from '../components/HoldBanner';
import { useCheckout } from '../hooks/useCheckout';
import { STEP } from '../pricing';

function CheckoutSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rounded" height={56} />
      <ColumnsSkeleton
        spacing={3}
        columns={[
          { size: { xs: 12, md: 8 }, heights: [150, 150] },
          { size: { xs: 12, md: 4 }, heights: [260] },
        ]}
      />
    </Stack>
  );
}

/** /checkout/:id (public) and /pages/checkout/checkout-evento?evento=:id (signed in): buying tickets in four steps. */
export default function CheckoutPage() {
  const checkout = useCheckout();
  const { event, tickets, cart, step } = checkout;

  const wrap = (content: ReactNode) => (
    <Container maxWidth="lg" disableGutters={checkout.member} sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );

  if (!checkout.eventId) {
    return wrap(
      <Alert severity="warning">
        <FormattedMessage id="checkout.noEvent" />{' '}
        <Link component={RouterLink} to="/eventos">
          <FormattedMessage id="checkout.seeEvents" />
        </Link>
      </Alert>,
    );
  }
  if (checkout.loadFailed)
    return wrap(<ErrorState error={checkout.loadError} onRetry={checkout.retryLoad} />);
  if (!event || !tickets || !checkout.ready) return wrap(<CheckoutSkeleton />);

  if (event.status !== 'published') {
    return wrap(
      <>
        <EventHeader event={event} backTo={checkout.backTo} />
        <Alert severity="warning">
          <FormattedMessage id={`checkout.closed.${event.status}`} />
        </Alert>
      </>,
    );
  }

  return wrap(
    <>
      <EventHeader event={event} backTo={checkout.backTo} />
      <CheckoutStepper steps={checkout.visibleSteps} step={step} activeIndex={checkout.activeIndex} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2.5}>
            {cart.holdExpiresAt && step >= STEP.attendees && !checkout.holdExpired && (
              <HoldBanner expiresAt={cart.holdExpiresAt} />
            )}
            <CheckoutStepContent checkout={checkout} tickets={tickets} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <CheckoutSummary lines={cart.products} couponCode={cart.couponCode} totals={checkout.totals} />
        </Grid>
      </Grid>
    </>,
  );
}
