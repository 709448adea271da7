import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCreateOrderMutation } from '@/api/endpoints/checkout';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { isApiError, isDefinitiveRefusal } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { maskCard, type PaymentChoice, type PaymentFormValues } from '@/components/payment/card';
import { useDeadlinePassed } from '@/components/payment/useCountdown';
import { useAppDispatch, useAppSelector, useAppStore } from '@/store/hooks';
import {
  cartActions,
  checkoutTotals,
  orderPaymentMethod,
  selectCart,
  type CartAttendee,
} from '@/store/cartSlice';
import { ROLES } from '@/store/roles';
import { selectSession } from '@/store/sessionSlice';
import {
  cardDetailsOf,
  currentStep,
  loginPath,
  orderBody,
  refusalRoute,
  repricing,
  requestedStep,
  stepPath,
  visibleStepsOf,
} from '../checkoutFlow';
import { attendeesComplete, seatsOf, STEP } from '../pricing';

export interface ConfirmError {
  message: string;
  retry: boolean;
}

/**
 * Buying tickets in four steps: the step kept in the cart and the URL, lines re-priced from the
 * current ticket types, sign-in and role checks, and the order placed once (idempotency key).
 */
export function useCheckout() {
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
  const [confirmError, setConfirmError] = useState<ConfirmError | null>(null);
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
  const step = currentStep({
    cartStep: cart.step,
    hasProducts: cart.products.length > 0,
    attendeesDone: attendeesComplete(cart.attendees, seats.length),
    free,
  });
  const holdExpired = useDeadlinePassed(cart.holdExpiresAt) && step >= STEP.attendees;

  useEffect(() => {
    if (eventId) dispatch(cartActions.checkoutStarted(eventId));
  }, [eventId, dispatch]);

  // The step is in the URL too, so a sign-in can come back to it: the URL wins once, then follows the cart.
  const urlSynced = useRef(false);
  useEffect(() => {
    if (!ready || urlSynced.current) return;
    urlSynced.current = true;
    const requested = requestedStep(params.get('step'), cart.step);
    if (requested != null) dispatch(cartActions.stepSet(requested));
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
    for (const change of repricing(store.getState().cart.products, tickets)) {
      dispatch(cartActions.productRemoved(change.remove));
      if (change.add) dispatch(cartActions.productAdded(change.add));
    }
  }, [ready, tickets, store, dispatch]);

  /** This checkout at `target`: where a sign-in (or a registration) comes back to. */
  const returnPath = useCallback(
    (target: number) => stepPath(location.pathname, location.search, target),
    [location.pathname, location.search],
  );

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
      void navigate(loginPath(returnPath(next)));
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

  const cardDetails = cardDetailsOf(paymentDraft);
  const cardMissing = method === 'card' && cardDetails == null;

  const refused = (error: unknown) => {
    if (!isApiError(error)) {
      setConfirmError({ message: intl.formatMessage({ id: 'checkout.review.failed' }), retry: true });
      return;
    }
    if (isDefinitiveRefusal(error)) dispatch(cartActions.orderKeyRotated());
    const route = refusalRoute(
      error,
      cart.products.map((p) => p.ticketId),
    );
    switch (route.to) {
      case 'tickets':
        setTicketErrors(route.errors);
        return;
      case 'coupon':
        dispatch(cartActions.discountApplied({ code: null, amount: 0 }));
        setConfirmError({
          message: intl.formatMessage({ id: 'checkout.review.couponRemoved' }, { reason: route.reason }),
          retry: false,
        });
        return;
      case 'attendees':
        setAttendeeErrors(route.errors);
        goTo(STEP.attendees);
        return;
      case 'payment':
        setPaymentError(apiErrorText(intl, error));
        goTo(STEP.payment);
        return;
      case 'review':
        setConfirmError({ message: apiErrorText(intl, error), retry: route.retry });
    }
  };

  const confirm = async () => {
    if (sendingRef.current || !method) return;
    sendingRef.current = true;
    setConfirmError(null);
    setTicketErrors({});
    // The key lives in the persisted cart: a retry, a double click or a reload sends the same one.
    dispatch(cartActions.orderKeyIssued());
    const idempotencyKey = store.getState().cart.idempotencyKey ?? crypto.randomUUID();
    const body = orderBody({ eventId, cart, seats: seats.length, method, card: cardDetails });
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

  const retryLoad = () => {
    void eventQuery.refetch();
    void ticketsQuery.refetch();
  };

  const visibleSteps = visibleStepsOf(free);
  const signInNeeded = step >= STEP.payment && !isLoggedIn;

  return {
    member,
    eventId,
    backTo: member ? `/pages/eventos/${eventId}` : `/eventos/${eventId}`,
    event: eventQuery.data,
    tickets,
    ready,
    loadFailed: eventQuery.isError || ticketsQuery.isError,
    loadError: eventQuery.error ?? ticketsQuery.error,
    retryLoad,
    cart,
    totals,
    method,
    seats,
    now,
    step,
    visibleSteps,
    activeIndex: Math.max(0, visibleSteps.indexOf(step)),
    holdExpired,
    user: isLoggedIn ? user : null,
    sessionRestoring: !isInitialized,
    signInNeeded,
    roleBlocked: (step >= STEP.payment || roleRefused) && isLoggedIn && !isFamily,
    ticketErrors,
    attendeeErrors,
    paymentDraft,
    setPaymentDraft,
    paymentError,
    confirmError,
    sending,
    cardMissing,
    returnPath,
    goTo,
    afterTickets,
    afterAttendees,
    afterPayment,
    confirm,
    restart,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
