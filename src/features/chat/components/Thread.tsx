import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import { useGetChatThreadQuery, useMarkConversationReadMutation } from '@/api/endpoints/chat';
import ErrorState from '@/components/states/ErrorState';
import { contactDetail } from '../contactDetail';
import { groupByDay, relativeDay } from '../grouping';
import type { PendingMessage } from '../hooks/useOutbox';
import { AT_BOTTOM_PX, CHAT_POLL_MS } from '../polling';
import ContactAvatar from './ContactAvatar';
import Composer from './Composer';
import MessageBubble, { type BubbleStatus } from './MessageBubble';

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

interface ShownMessage {
  id: string;
  key: string;
  text: string;
  at: string;
  mine: boolean;
  status: BubbleStatus;
  error: string | null;
  clientId: string | null;
}

function DayLabel({ day }: { day: string }) {
  const relative = relativeDay(day);
  if (relative !== 'other') return <FormattedMessage id={`chat.day.${relative}`} />;
  return <FormattedDate value={`${day}T12:00:00`} weekday="long" day="numeric" month="long" />;
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
  const intl = useIntl();
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
  const groups = useMemo(() => groupByDay(shown), [shown]);

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
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        {onBack && (
          <IconButton
            onClick={onBack}
            aria-label={intl.formatMessage({ id: 'chat.thread.back' })}
            edge="start"
          >
            <ArrowBack />
          </IconButton>
        )}
        {peer ? <ContactAvatar contact={peer} /> : <Skeleton variant="circular" width={40} height={40} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2" noWrap sx={{ fontSize: '1.05rem' }}>
            {peer ? name : <Skeleton width={160} />}
          </Typography>
          {peer && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {contactDetail(peer, intl)}
            </Typography>
          )}
        </Box>
      </Stack>

      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Box
          ref={scrollRef}
          onScroll={onScroll}
          role="log"
          aria-live="polite"
          aria-label={intl.formatMessage({ id: 'chat.thread.label' }, { name })}
          tabIndex={0}
          sx={{
            height: '100%',
            overflowY: 'auto',
            py: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          {isLoading && (
            <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
              {[55, 40, 70, 35].map((w, i) => (
                <Skeleton
                  key={i}
                  variant="rounded"
                  height={44}
                  width={`${w}%`}
                  sx={{ alignSelf: i % 2 ? 'flex-end' : 'flex-start' }}
                />
              ))}
            </Stack>
          )}
          {isError && !data && (
            <Box sx={{ px: 2 }}>
              <ErrorState error={error} onRetry={() => void refetch()} titleId="chat.thread.error" />
            </Box>
          )}
          {data && shown.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', px: 3, py: 6 }}>
              <FormattedMessage id="chat.thread.empty" values={{ name }} />
            </Typography>
          )}
          {groups.map((group) => (
            <Box key={group.day}>
              <Divider sx={{ my: 1.5, px: 2, '&::before, &::after': { borderColor: 'divider' } }}>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
                >
                  <DayLabel day={group.day} />
                </Typography>
              </Divider>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {group.items.map((m) => (
                  <MessageBubble
                    key={m.key}
                    text={m.text}
                    at={m.at}
                    mine={m.mine}
                    status={m.status}
                    error={m.error}
                    onRetry={m.clientId ? () => onRetry(m.id) : undefined}
                    onDiscard={m.clientId ? () => onDiscard(m.id) : undefined}
                  />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
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
