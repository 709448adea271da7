import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import { useGetChatThreadQuery, useMarkConversationReadMutation } from '@/api/endpoints/chat';
import ErrorState from '@/components/states/ErrorState';
import type { PendingMessage } from '../hooks/useOutbox';
import { AT_BOTTOM_PX, CHAT_POLL_MS } from '../polling';
import Composer from './Composer';
import type { BubbleStatus } from './MessageBubble';
import type { ShownMessage } from './MessageDays';
import ThreadHeader from './ThreadHeader';
import ThreadLog from './ThreadLog';

interface ThreadProps {
  peerId: string;
  /** Known from the list or the new-conversation picker, so the header shows before the thread loads. */
  knownPeer: ChatContact | null;
  pending: PendingMessage[];
  /** Keys of messages sent from here (their id while sending), so a bubble is not replaced when saved. */
  keys: Record<string, string>;
  draft: string;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Phones: back to the list. */
  onBack?: () => void;
}

/**
 * One conversation: messages grouped by day, new ones arriving by polling. When the reader has scrolled
 * up, arrivals do not move the page; a pill counts them and brings the reader down on request.
 */
export default function Thread({
  peerId,
  knownPeer,
  pending,
  keys,
  draft,
  onDraft,
  onSend,
  onRetry,
  onDiscard,
  onBack,
}: ThreadProps) {
  const { data, error, isError, isLoading, refetch } = useGetChatThreadQuery(peerId, {
    pollingInterval: CHAT_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const [markRead] = useMarkConversationReadMutation();
  const peer = data?.peer ?? knownPeer;
  const messages = useMemo(() => data?.lst ?? [], [data]);
  const lastId = messages.at(-1)?.id ?? null;

  const shown = useMemo<ShownMessage[]>(() => {
    const statusOf = (fromId: string, readAt: string | null): BubbleStatus =>
      fromId === peerId ? 'received' : readAt ? 'read' : 'sent';
    const saved = messages.map((m) => ({
      id: m.id,
      key: keys[m.id] ?? m.clientKey ?? m.id,
      text: m.text,
      at: m.at,
      mine: m.fromId !== peerId,
      status: statusOf(m.fromId, m.readAt),
      error: null,
      clientId: null,
    }));
    // A sending copy leaves as soon as its saved message is in the thread (whichever news comes first).
    const savedKeys = new Set(saved.map((m) => m.key));
    const sending = pending
      .filter((p) => !savedKeys.has(p.clientId))
      .map((p) => ({
        id: p.clientId,
        key: p.clientId,
        text: p.text,
        at: p.at,
        mine: true,
        status: p.status,
        error: p.error,
        clientId: p.clientId,
      }));
    return [...saved, ...sending];
  }, [messages, pending, peerId, keys]);

  // Where the reader is, and what they have already seen (decided during render, applied in an effect).
  const scrollRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [newCount, setNewCount] = useState(0);
  const [scrollTick, setScrollTick] = useState(0);
  const [seen, setSeen] = useState<{ lastId: string | null; pending: number } | null>(null);
  if (data && (seen === null || seen.lastId !== lastId || seen.pending !== pending.length)) {
    setSeen({ lastId, pending: pending.length });
    if (seen === null || pending.length > seen.pending) {
      // First paint of the thread, or the reader just sent something: show the latest.
      setScrollTick((n) => n + 1);
    } else if (lastId !== seen.lastId) {
      const from = seen.lastId ? messages.findIndex((m) => m.id === seen.lastId) : -1;
      const arrived = messages.slice(from + 1).filter((m) => m.fromId === peerId).length;
      if (atBottom || arrived === 0) setScrollTick((n) => n + 1);
      else setNewCount((n) => n + arrived);
    }
  }

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && scrollTick > 0) el.scrollTop = el.scrollHeight;
  }, [scrollTick]);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setNewCount(0);
  };

  // What the reader sees at the bottom is read: mark it once per new unread message.
  const conversationId = data?.conversationId ?? null;
  const lastUnreadId = messages.filter((m) => m.fromId === peerId && !m.readAt).at(-1)?.id ?? null;
  const markedRef = useRef<string | null>(null);
  useEffect(() => {
    if (!conversationId || !lastUnreadId || !atBottom || markedRef.current === lastUnreadId) return;
    markedRef.current = lastUnreadId;
    void markRead({ conversationId });
  }, [conversationId, lastUnreadId, atBottom, markRead]);

  const name = peer?.name ?? '';

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <ThreadHeader peer={peer} onBack={onBack} />

      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <ThreadLog
          ref={scrollRef}
          onScroll={onScroll}
          size={{ height: '100%' }}
          name={name}
          loading={isLoading}
          failure={
            isError &&
            !data && <ErrorState error={error} onRetry={() => void refetch()} titleId="chat.thread.error" />
          }
          empty={Boolean(data) && shown.length === 0}
          messages={shown}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
        {newCount > 0 && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ArrowDownward />}
            onClick={() => {
              setNewCount(0);
              setScrollTick((n) => n + 1);
            }}
            sx={{
              position: 'absolute',
              bottom: 12,
              left: '50%',
              transform: 'translateX(-50%)',
              borderRadius: 999,
              boxShadow: 3,
              textTransform: 'none',
            }}
          >
            <FormattedMessage id="chat.thread.newMessages" values={{ count: newCount }} />
          </Button>
        )}
      </Box>

      <Composer peerName={name} initialText={draft} onDraft={onDraft} onSend={onSend} />
    </Stack>
  );
}
