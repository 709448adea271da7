import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetOrderQuery, useSimulatePaymentMutation } from '@/api/endpoints/checkout';
import { useGetEventQuery, useGetEventTicketsQuery } from '@/api/endpoints/events';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/sessionSlice';

export const POLL_MS = 5000;

/** /thanks: the order (asked again every 5 s once the buyer says "Já paguei"), its event and ticket names. */
export function useThanks() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const { isInitialized, isLoggedIn } = useAppSelector(selectSession);
  const [waiting, setWaiting] = useState(false);
  const [simulateError, setSimulateError] = useState<string | null>(null);
  const orderQuery = useGetOrderQuery(orderId, {
    skip: !orderId || !isLoggedIn,
    // "Já paguei": asks again every 5 s until the payment is confirmed.
    pollingInterval: waiting ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const order = orderQuery.data;
  const eventQuery = useGetEventQuery(order?.eventId ?? '', { skip: !order });
  const ticketsQuery = useGetEventTicketsQuery(order?.eventId ?? '', { skip: !order });
  const [simulate, { isLoading: simulating }] = useSimulatePaymentMutation();

  const paidClaimed = () => {
    setWaiting(true);
    void orderQuery.refetch();
  };

  const runSimulation = async () => {
    if (!order) return;
    setSimulateError(null);
    try {
      await simulate(order.id).unwrap();
      notify(intl.formatMessage({ id: 'checkout.thanks.simulated' }), 'success');
    } catch (error) {
      setSimulateError(apiErrorText(intl, error));
    }
  };

  return {
    orderId,
    isInitialized,
    isLoggedIn,
    order,
    orderFailed: orderQuery.isError,
    orderError: orderQuery.error,
    retryOrder: () => void orderQuery.refetch(),
    event: eventQuery.data,
    names: Object.fromEntries((ticketsQuery.data ?? []).map((t) => [t.id, t.name])),
    polling: waiting && order?.status === 'pending',
    paidClaimed,
    simulating,
    simulateError,
    runSimulation,
  };
}

export type Thanks = ReturnType<typeof useThanks>;
