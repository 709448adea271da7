import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSendChatMessageMutation } from '@/api/endpoints/chat';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/** A message typed here that the server has not confirmed yet. */
export interface PendingMessage {
  clientId: string;
  peerId: string;
  text: string;
  at: string;
  status: 'sending' | 'failed';
  error: string | null;
}

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Optimistic sending: a message shows at once as "sending", leaves when the server confirms it (the
 * thread then holds the real one), and stays as "failed" with its text for a retry. A retry reuses the
 * message's key, so a message the server did get before a timeout is not sent twice.
 */
export function useOutbox() {
  const [items, setItems] = useState<PendingMessage[]>([]);
  /** Server id -> the id the message had while sending, so its bubble stays the same element. */
  const [keys, setKeys] = useState<Record<string, string>>({});
  const intl = useIntl();
  const [sendMessage] = useSendChatMessageMutation();

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const mark = (patch: Partial<PendingMessage>) =>
        setItems((all) => all.map((m) => (m.clientId === message.clientId ? { ...m, ...patch } : m)));
      mark({ status: 'sending', error: null });
      try {
        const saved = await sendMessage({
          to: message.peerId,
          text: message.text,
          clientId: message.clientId,
        }).unwrap();
        // The saved message keeps the sending copy's key, so its bubble stays the same element.
        setKeys((all) => ({ ...all, [saved.id]: message.clientId }));
        setItems((all) => all.filter((m) => m.clientId !== message.clientId));
      } catch (error) {
        mark({ status: 'failed', error: isApiError(error) ? apiErrorText(intl, error) : null });
      }
    },
    [intl, sendMessage],
  );

  const send = useCallback(
    (peerId: string, text: string) => {
      const message: PendingMessage = {
        clientId: newClientId(),
        peerId,
        text,
        at: new Date().toISOString(),
        status: 'sending',
        error: null,
      };
      setItems((all) => [...all, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const message = items.find((m) => m.clientId === clientId);
      if (message) void deliver(message);
    },
    [items, deliver],
  );

  const discard = useCallback((clientId: string) => {
    setItems((all) => all.filter((m) => m.clientId !== clientId));
  }, []);

  return { items, keys, send, retry, discard };
}
