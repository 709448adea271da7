import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import PaymentMethodStep from '@/components/payment/PaymentMethodStep';
import type { Checkout } from '../hooks/useCheckout';
import { STEP } from '../pricing';
import AttendeesStep from './AttendeesStep';
import { HoldExpiredNotice, RoleNotice, SignInPrompt } from './CheckoutNotices';
import ReviewStep from './ReviewStep';
import TicketsStep from './TicketsStep';

/** The body of the current step, or what stands in its way (an expired hold, a sign-in, a role). */
export default function CheckoutStepContent({
  checkout,
  tickets,
}: {
  checkout: Checkout;
  tickets: readonly Ticket[];
}) {
  const { cart, step, method, user, confirmError, sending, goTo, confirm } = checkout;
  const roleNotice = checkout.roleBlocked ? <RoleNotice role={user?.role} /> : null;

  if (checkout.holdExpired) return <HoldExpiredNotice onRestart={checkout.restart} />;
  if (step === STEP.tickets) {
    return (
      <TicketsStep
        cart={cart}
        tickets={tickets}
        ticketErrors={checkout.ticketErrors}
        now={checkout.now}
        onContinue={checkout.afterTickets}
      />
    );
  }
  if (step === STEP.attendees) {
    return (
      <AttendeesStep
        seats={checkout.seats}
        attendees={cart.attendees}
        user={user}
        serverErrors={checkout.attendeeErrors}
        onBack={() => goTo(STEP.tickets)}
        onContinue={checkout.afterAttendees}
        notice={roleNotice}
      />
    );
  }
  // The session is still being restored from the stored token.
  if (checkout.signInNeeded && checkout.sessionRestoring) return <Skeleton variant="rounded" height={280} />;
  if (checkout.signInNeeded) return <SignInPrompt returnTo={checkout.returnPath(step)} />;
  if (checkout.roleBlocked) return roleNotice;
  if (step === STEP.payment) {
    return (
      <PaymentMethodStep
        amount={checkout.totals.total}
        defaultValues={
          checkout.paymentDraft ?? {
            method: method === 'card' || method === 'boleto' ? method : 'pix',
            installments: cart.payment.installments,
          }
        }
        onDraftChange={checkout.setPaymentDraft}
        onBack={() => goTo(STEP.attendees)}
        onSubmit={checkout.afterPayment}
        submitLabelId="checkout.payment.continue"
        error={checkout.paymentError}
      />
    );
  }
  return (
    <ReviewStep
      cart={cart}
      method={method}
      cardMissing={checkout.cardMissing}
      ticketErrors={checkout.ticketErrors}
      busy={sending}
      onEdit={goTo}
      onConfirm={() => void confirm()}
      error={
        confirmError && (
          <Alert
            severity="error"
            role="alert"
            action={
              confirmError.retry ? (
                <Button color="inherit" size="small" onClick={() => void confirm()} disabled={sending}>
                  <FormattedMessage id="common.retry" />
                </Button>
              ) : undefined
            }
          >
            {confirmError.message}
          </Alert>
        )
      }
    />
  );
}
