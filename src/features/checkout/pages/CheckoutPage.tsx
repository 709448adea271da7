import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TimerOffOutlined from '@mui/icons-material/TimerOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import type { OrderCreateBody } from '@/api/contract/checkout';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useCreateOrderMutation } from '@/api/endpoints/checkout';
import { type ApiErrorShape, isApiError } from '@/api/errors';
import { maskCard, type PaymentChoice, type PaymentFormValues } from '@/components/payment/card';
import PaymentMethodStep from '@/components/payment/PaymentMethodStep';
import { useDeadlinePassed } from '@/components/payment/useCountdown';
import ErrorState from '@/components/states/ErrorState';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import {
  cartActions,
  checkoutTotals,
  orderPaymentMethod,
  selectCart,
  type CartAttendee,
} from '@/store/cartSlice';
import { homeForRole, isKnownRole, ROLES } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';
import { onlyDigits } from '@/utils/br';
import Amounts from '../components/Amounts';
import AttendeesStep from '../components/AttendeesStep';
import HoldBanner from '../components/HoldBanner';
import ReviewStep from '../components/ReviewStep';
import TicketsStep from '../components/TicketsStep';
import { attendeesComplete, seatsOf, STEP, STEP_LABELS, unitPriceOf } from '../pricing';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/** The server processed the order and said no: a new attempt is a new order (a new key). */
function isDefinitiveRefusal(error: ApiErrorShape): boolean {
  return (
    error.status != null &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

function EventHeader({ event, backTo }: { event: Event; backTo: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Link
        component={RouterLink}
        to={backTo}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackOutlined fontSize="small" aria-hidden />
        <FormattedMessage id="checkout.backToEvent" />
      </Link>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
        <FormattedMessage id="checkout.title" />
      </Typography>
      <Typography color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {event.title}
        </Box>
        {' · '}
        <FormattedDate
          value={event.startsAt}
          weekday="short"
          day="2-digit"
          month="short"
          hour="2-digit"
          minute="2-digit"
        />
        {event.venue && ` · ${event.venue.name}, ${event.venue.city} - ${event.venue.state}`}
        {event.online && !event.venue && (
          <>
            {' · '}
            <FormattedMessage id="checkout.online" />
          </>
        )}
      </Typography>
    </Stack>
  );
}

function CheckoutSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="60%" height={48} />
      <Skeleton variant="rounded" height={56} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={150} />
            <Skeleton variant="rounded" height={150} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={260} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** /checkout/:id (public) and /pages/checkout/checkout-evento?evento=:id (signed in): buying tickets in four steps. */
export default function CheckoutPage() {
  const intl = useIntl();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const cart = useAppSelector(selectCart);
  const { isInitialized, isLoggedIn, user } = useAppSelector(selectSession);
  const member = id == null;
  const eventId = id ?? params.get('evento') ?? '';
  const eventQuery = useGetEventQuery(eventId, { skip: !eventId });
  const ticketsQuery = useGetEventTicketsQuery(eventId, { skip: !eventId });
  const [createOrder, { isLoading: sending }] = useCreateOrderMutation();
  const sendingRef = useRef(false);
  // Set when leaving for the login or /thanks, so the step no longer writes the URL of this page.
  const leaving = useRef(false);
  const [ticketErrors, setTicketErrors] = useState<Record<string, string>>({});
  const [attendeeErrors, setAttendeeErrors] = useState<Record<string, string>>({});
  const [paymentDraft, setPaymentDraft] = useState<PaymentFormValues | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<{ message: string; retry: boolean } | null>(null);
  const [roleRefused, setRoleRefused] = useState(false);

  const ready = eventId !== '' && cart.eventId === eventId;
  const tickets = ticketsQuery.data;
  // Sale windows are judged at the time the ticket list was fetched (no clock read while rendering).
  const now = ticketsQuery.fulfilledTimeStamp ?? 0;
  const isFamily = isLoggedIn && user?.role === ROLES.client;
  const seats = seatsOf(cart.products);
  const totals = checkoutTotals(cart);
  const method = orderPaymentMethod(cart);
  const free = cart.products.length > 0 && totals.total === 0;
  const complete = attendeesComplete(cart.attendees, seats.length);
  const maxStep = cart.products.length === 0 ? STEP.tickets : complete ? STEP.review : STEP.attendees;
  let step = Math.min(Math.max(0, cart.step), maxStep);
  if (free && step === STEP.payment) step = STEP.review;
  const holdExpired = useDeadlinePassed(cart.holdExpiresAt) && step >= STEP.attendees;

  useEffect(() => {
    if (eventId) dispatch(cartActions.checkoutStarted(eventId));
  }, [eventId, dispatch]);

  // The step is in the URL too, so a sign-in can come back to it: the URL wins once, then follows the cart.
  const urlSynced = useRef(false);
  useEffect(() => {
    if (!ready || urlSynced.current) return;
    urlSynced.current = true;
    const requested = Number(params.get('step'));
    if (params.get('step') != null && Number.isInteger(requested) && requested !== cart.step) {
      dispatch(cartActions.stepSet(Math.max(0, Math.min(requested, STEP.review))));
    }
  }, [ready, params, cart.step, dispatch]);
  useEffect(() => {
    if (leaving.current || !urlSynced.current || params.get('step') === String(step)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', String(step));
        return next;
      },
      { replace: true },
    );
  }, [step, params, setParams]);

  // Lines follow the current ticket types: a price or name changed by the producer is picked up.
  useEffect(() => {
    if (!ready || !tickets) return;
    for (const line of store.getState().cart.products) {
      const ticket = tickets.find((t) => t.id === line.ticketId && t.visible);
      if (!ticket) {
        dispatch(cartActions.productRemoved(line.id));
        continue;
      }
      const unitPrice = unitPriceOf(ticket, line.halfPrice);
      if (unitPrice !== line.unitPrice || ticket.name !== line.name) {
        dispatch(cartActions.productRemoved(line.id));
        const { subtotal: _old, ...rest } = line;
        dispatch(cartActions.productAdded({ ...rest, unitPrice, name: ticket.name }));
      }
    }
  }, [ready, tickets, store, dispatch]);

  const pathAt = useCallback(
    (target: number) => {
      const next = new URLSearchParams(location.search);
      next.set('step', String(target));
      return `${location.pathname}?${next.toString()}`;
    },
    [location.pathname, location.search],
  );
  const loginUrl = (target: number) =>
    `/login-clientes?${new URLSearchParams({ returnTo: pathAt(target) }).toString()}`;

  const goTo = (target: number) => {
    setConfirmError(null);
    dispatch(cartActions.stepSet(target));
    window.scrollTo({ top: 0 });
  };

  const afterTickets = () => {
    setTicketErrors({});
    dispatch(cartActions.holdStarted());
    goTo(STEP.attendees);
  };

  const afterAttendees = (attendees: CartAttendee[]) => {
    dispatch(cartActions.attendeesChanged(attendees));
    setAttendeeErrors({});
    const next = free ? STEP.review : STEP.payment;
    if (!isLoggedIn) {
      leaving.current = true;
      dispatch(cartActions.stepSet(next));
      void navigate(loginUrl(next));
      return;
    }
    if (!isFamily) {
      setRoleRefused(true);
      return;
    }
    goTo(next);
  };

  const afterPayment = (choice: PaymentChoice) => {
    dispatch(cartActions.paymentMethodSet(choice.method));
    dispatch(
      cartActions.paymentCardSet({
        card: choice.card ? maskCard(choice.card.number) : '',
        installments: choice.installments,
      }),
    );
    setPaymentError(null);
    goTo(STEP.review);
  };

  const cardDetails =
    paymentDraft?.method === 'card' && onlyDigits(paymentDraft.number).length >= 13
      ? {
          number: onlyDigits(paymentDraft.number),
          name: paymentDraft.name.trim(),
          expiry: paymentDraft.expiry,
          cvv: paymentDraft.cvv,
        }
      : null;
  const cardMissing = method === 'card' && cardDetails == null;

  const refused = (error: unknown) => {
    if (!isApiError(error)) {
      setConfirmError({ message: intl.formatMessage({ id: 'checkout.review.failed' }), retry: true });
      return;
    }
    const definitive = isDefinitiveRefusal(error);
    if (definitive) dispatch(cartActions.orderKeyRotated());
    const fields = error.fieldErrors;
    const perTicket = Object.fromEntries(
      Object.entries(fields).filter(([key]) => cart.products.some((p) => p.ticketId === key)),
    );
    const perAttendee = Object.fromEntries(
      Object.entries(fields).filter(([key]) => key.startsWith('attendees.')),
    );
    if (Object.keys(perTicket).length > 0) {
      setTicketErrors(perTicket);
      return;
    }
    if (fields.couponCode) {
      dispatch(cartActions.discountApplied({ code: null, amount: 0 }));
      setConfirmError({
        message: intl.formatMessage({ id: 'checkout.review.couponRemoved' }, { reason: fields.couponCode }),
        retry: false,
      });
      return;
    }
    if (Object.keys(perAttendee).length > 0) {
      setAttendeeErrors(perAttendee);
      goTo(STEP.attendees);
      return;
    }
    if (error.status === 402 || fields.card) {
      // Declined: back to the payment step with everything typed still there.
      setPaymentError(apiErrorText(intl, error));
      goTo(STEP.payment);
      return;
    }
    setConfirmError({ message: apiErrorText(intl, error), retry: !definitive });
  };

  const confirm = async () => {
    if (sendingRef.current || !method) return;
    sendingRef.current = true;
    setConfirmError(null);
    setTicketErrors({});
    // The key lives in the persisted cart: a retry, a double click or a reload sends the same one.
    dispatch(cartActions.orderKeyIssued());
    const idempotencyKey = store.getState().cart.idempotencyKey ?? crypto.randomUUID();
    const body: OrderCreateBody = {
      eventId,
      items: cart.products.map(({ ticketId, quantity, halfPrice, unitPrice }) => ({
        ticketId,
        quantity,
        halfPrice,
        unitPrice,
      })),
      attendees: cart.attendees.slice(0, seats.length),
      couponCode: cart.couponCode,
      payment: { method, installments: method === 'card' ? cart.payment.installments : 1 },
      ...(method === 'card' && cardDetails ? { card: cardDetails } : {}),
    };
    try {
      const order = await createOrder({ body, idempotencyKey }).unwrap();
      leaving.current = true;
      void navigate(`/thanks?order=${encodeURIComponent(order.id)}`);
      dispatch(cartActions.cartReset());
    } catch (error) {
      refused(error);
    } finally {
      sendingRef.current = false;
    }
  };

  const restart = () => {
    dispatch(cartActions.checkoutRestarted());
    setTicketErrors({});
    void ticketsQuery.refetch();
  };

  const backTo = member ? `/pages/eventos/${eventId}` : `/eventos/${eventId}`;
  const visibleSteps: number[] = free
    ? [STEP.tickets, STEP.attendees, STEP.review]
    : [STEP.tickets, STEP.attendees, STEP.payment, STEP.review];
  const activeIndex = Math.max(0, visibleSteps.indexOf(step));

  const wrap = (content: ReactNode) => (
    <Container maxWidth="lg" disableGutters={member} sx={{ py: { xs: 2, md: 4 } }}>
      {content}
    </Container>
  );

  if (!eventId) {
    return wrap(
      <Alert severity="warning">
        <FormattedMessage id="checkout.noEvent" />{' '}
        <Link component={RouterLink} to="/eventos">
          <FormattedMessage id="checkout.seeEvents" />
        </Link>
      </Alert>,
    );
  }
  if (eventQuery.isError || ticketsQuery.isError) {
    return wrap(
      <ErrorState
        error={eventQuery.error ?? ticketsQuery.error}
        onRetry={() => {
          void eventQuery.refetch();
          void ticketsQuery.refetch();
        }}
      />,
    );
  }
  const event = eventQuery.data;
  if (!event || !tickets || !ready) return wrap(<CheckoutSkeleton />);

  if (event.status !== 'published') {
    return wrap(
      <>
        <EventHeader event={event} backTo={backTo} />
        <Alert severity="warning">
          <FormattedMessage id={`checkout.closed.${event.status}`} />
        </Alert>
      </>,
    );
  }

  const role = user?.role;
  const signInNeeded = step >= STEP.payment && !isLoggedIn;
  const roleBlocked = (step >= STEP.payment || roleRefused) && isLoggedIn && !isFamily;
  const roleNotice = roleBlocked ? (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        <FormattedMessage id="checkout.role.title" />
      </AlertTitle>
      <FormattedMessage
        id="checkout.role.body"
        values={{
          role: intl.formatMessage({ id: isKnownRole(role) ? `role.${role}` : 'checkout.role.other' }),
        }}
      />{' '}
      <Link component={RouterLink} to={homeForRole(user?.role)}>
        <FormattedMessage id="checkout.role.home" />
      </Link>
    </Alert>
  ) : null;

  let content: ReactNode;
  if (holdExpired) {
    content = (
      <Alert severity="warning" icon={<TimerOffOutlined />} role="alert">
        <AlertTitle>
          <FormattedMessage id="checkout.hold.expired.title" />
        </AlertTitle>
        <FormattedMessage id="checkout.hold.expired.body" />
        <Box sx={{ mt: 1.5 }}>
          <Button color="inherit" variant="outlined" onClick={restart}>
            <FormattedMessage id="checkout.hold.restart" />
          </Button>
        </Box>
      </Alert>
    );
  } else if (step === STEP.tickets) {
    content = (
      <TicketsStep
        cart={cart}
        tickets={tickets}
        ticketErrors={ticketErrors}
        now={now}
        onContinue={afterTickets}
      />
    );
  } else if (step === STEP.attendees) {
    content = (
      <AttendeesStep
        seats={seats}
        attendees={cart.attendees}
        user={isLoggedIn ? user : null}
        serverErrors={attendeeErrors}
        onBack={() => goTo(STEP.tickets)}
        onContinue={afterAttendees}
        notice={roleNotice}
      />
    );
  } else if (signInNeeded && !isInitialized) {
    // The session is still being restored from the stored token.
    content = <Skeleton variant="rounded" height={280} />;
  } else if (signInNeeded) {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <LockOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h3" component="h2">
            <FormattedMessage id="checkout.signIn.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            <FormattedMessage id="checkout.signIn.body" />
          </Typography>
          <Button variant="contained" size="large" component={RouterLink} to={loginUrl(step)}>
            <FormattedMessage id="checkout.signIn.action" />
          </Button>
          <Button component={RouterLink} to="/register?role=2">
            <FormattedMessage id="checkout.signIn.register" />
          </Button>
        </Stack>
      </Paper>
    );
  } else if (roleBlocked) {
    content = roleNotice;
  } else if (step === STEP.payment) {
    content = (
      <PaymentMethodStep
        amount={totals.total}
        defaultValues={
          paymentDraft ?? {
            method: method === 'card' || method === 'boleto' ? method : 'pix',
            installments: cart.payment.installments,
          }
        }
        onDraftChange={setPaymentDraft}
        onBack={() => goTo(STEP.attendees)}
        onSubmit={afterPayment}
        submitLabelId="checkout.payment.continue"
        error={paymentError}
      />
    );
  } else {
    content = (
      <ReviewStep
        cart={cart}
        method={method}
        cardMissing={cardMissing}
        ticketErrors={ticketErrors}
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

  return wrap(
    <>
      <EventHeader event={event} backTo={backTo} />
      <Box sx={{ mb: 3 }}>
        <Stepper activeStep={activeIndex} alternativeLabel sx={{ display: { xs: 'none', sm: 'flex' } }}>
          {visibleSteps.map((s) => (
            <Step key={s} completed={s < step}>
              <StepLabel>
                <FormattedMessage id={STEP_LABELS[s]} />
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
            <FormattedMessage
              id="checkout.stepOf"
              values={{
                n: activeIndex + 1,
                total: visibleSteps.length,
                name: intl.formatMessage({ id: STEP_LABELS[step] ?? STEP_LABELS[0] }),
              }}
            />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((activeIndex + 1) / visibleSteps.length) * 100}
            aria-hidden
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Box>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2.5}>
            {cart.holdExpiresAt && step >= STEP.attendees && !holdExpired && (
              <HoldBanner expiresAt={cart.holdExpiresAt} />
            )}
            {content}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            component="aside"
            aria-labelledby="checkout-summary"
            sx={{ p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 88 } }}
          >
            <Typography id="checkout-summary" variant="h4" component="h2" sx={{ mb: 2 }}>
              <FormattedMessage id="checkout.summary.title" />
            </Typography>
            {cart.products.length === 0 ? (
              <Typography color="text.secondary">
                <FormattedMessage id="checkout.summary.empty" />
              </Typography>
            ) : (
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
                }))}
                subtotal={totals.subtotal}
                discount={totals.discount}
                couponCode={cart.couponCode}
                fee={totals.fee}
                total={totals.total}
              />
            )}
          </Paper>
        </Grid>
      </Grid>
    </>,
  );
}
