import type { ChatMessage } from '@/api/contract/domain';

/** A message of this page still on its way (or refused, with a retry). */
export interface OutgoingMessage {
  key: string;
  to: string;
  text: string;
  at: string;
  status: 'sending' | 'failed';
  /** The thread's stored messages when it was sent: the stored copy of this one is none of them. */
  seen: readonly string[];
}

/**
 * The messages still on their way, less those already in the thread: a poll may bring the stored copy
 * before the send's own answer does, and the message is then shown once, as stored. The copy is a
 * message of mine with the same text that was not in the thread when this one was sent.
 */
export function stillOnTheirWay(outgoing: OutgoingMessage[], messages: ChatMessage[], peerId: string) {
  const matched = new Set<string>();
  return outgoing.filter((o) => {
    if (o.status !== 'sending') return true;
    const copy = messages.find(
      (m) => m.fromId !== peerId && m.text === o.text && !matched.has(m.id) && !o.seen.includes(m.id),
    );
    if (!copy) return true;
    matched.add(copy.id);
    return false;
  });
}
