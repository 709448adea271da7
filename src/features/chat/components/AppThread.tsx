import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import type { ChatMessage } from '@/api/contract/domain';
import type { ApiErrorShape } from '@/api/errors';
import ErrorState from '@/components/states/ErrorState';
import { stillOnTheirWay, type OutgoingMessage } from '../outgoing';
import type { ChatStatus } from '../chatSlice';
import Composer from './Composer';
import type { ShownMessage } from './MessageDays';
import ThreadHeader from './ThreadHeader';
import ThreadLog from './ThreadLog';

interface AppThreadProps {
  peer: ChatContact | null;
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  status: ChatStatus;
  error: ApiErrorShape | null;
  draft: string;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  onDraft: (text: string) => void;
  onSend: (text: string) => void;
  onRetry: (key: string) => void;
  onDiscard: (key: string) => void;
  onReload: () => void;
  /** Phones: back to the contact list. */
  onBack?: () => void;
}

/** The history with one contact, latest at the bottom, with the composer and the details toggle. */
export default function AppThread({
  peer,
  messages,
  outgoing,
  status,
  error,
  draft,
  detailsOpen,
  onToggleDetails,
  onDraft,
  onSend,
  onRetry,
  onDiscard,
  onReload,
  onBack,
}: AppThreadProps) {
  const intl = useIntl();
  const peerId = peer?.id ?? '';
  const shown = useMemo<ShownMessage[]>(
    () => [
      ...messages.map((m) => ({
        id: m.id,
        key: m.id,
        text: m.text,
        at: m.at,
        mine: m.fromId !== peerId,
        status:
          m.fromId === peerId ? ('received' as const) : m.readAt ? ('read' as const) : ('sent' as const),
        error: null,
        clientId: null,
      })),
      ...stillOnTheirWay(outgoing, messages, peerId).map((o) => ({
        id: o.key,
        key: o.key,
        text: o.text,
        at: o.at,
        mine: true,
        status: o.status,
        error: null,
        clientId: o.key,
      })),
    ],
    [messages, outgoing, peerId],
  );

  // The latest message stays in view as messages arrive or are sent.
  const scrollRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [shown.length]);

  const name = peer?.name ?? '';
  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <ThreadHeader
        peer={peer}
        onBack={onBack}
        actions={
          <IconButton
            onClick={onToggleDetails}
            aria-label={intl.formatMessage({ id: 'chat.app.details.toggle' })}
            aria-pressed={detailsOpen}
            color={detailsOpen ? 'primary' : 'default'}
          >
            <InfoOutlined />
          </IconButton>
        }
      />
      <ThreadLog
        ref={scrollRef}
        size={{ flex: 1, minHeight: 0 }}
        name={name}
        loading={status === 'loading'}
        failure={
          status === 'failed' && (
            <ErrorState
              error={{ ...error, message: 'errors.chat.getChatThread', fromServer: false }}
              onRetry={onReload}
              titleId="chat.thread.error"
            />
          )
        }
        empty={status === 'ready' && shown.length === 0}
        messages={shown}
        onRetry={onRetry}
        onDiscard={onDiscard}
      />
      <Composer key={peerId} peerName={name} initialText={draft} onDraft={onDraft} onSend={onSend} />
    </Stack>
  );
}
