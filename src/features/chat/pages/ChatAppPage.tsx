import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { nanoid } from '@reduxjs/toolkit';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import type { ChatMessage } from '@/api/contract/domain';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { useDown } from '@/hooks/useBreakpoint';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { getUser, getUserChats, getUsers, insertChat, selectChat } from '../chatSlice';
import AppThread from '../components/AppThread';
import type { OutgoingMessage } from '../outgoing';
import ContactDetailsPanel from '../components/ContactDetailsPanel';
import ContactList from '../components/ContactList';
import ContactListSkeleton from '../components/ContactListSkeleton';
import { CHAT_POLL_MS } from '../polling';

const NO_MESSAGES: ChatMessage[] = [];
// Narrow screens show the details in a drawer (with MUI's modal), loaded the first time they open.
const DetailsDrawer = lazy(() => import('../components/DetailsDrawer'));

/**
 * /apps/chat, for any signed-in user: the people they can talk to (search, last message, unread count),
 * the history with one of them, and that person's details beside it. On a phone the list and the
 * conversation are two screens with a back button (the URL's ?com= names the contact, so the browser's
 * back button works too).
 */
export default function ChatAppPage() {
  const dispatch = useAppDispatch();
  const chat = useAppSelector(selectChat);
  const myId = String(useAppSelector(selectUser)?.id ?? '');
  const [params, setParams] = useSearchParams();
  const peerId = params.get('com');
  const phone = useDown('sm');
  const narrow = useDown('lg');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  // What was typed and not sent, per contact, while the page stays open.
  const [drafts] = useState(() => new Map<string, string>());

  const loadUsers = useCallback(() => void dispatch(getUsers(search || undefined)), [dispatch, search]);
  const loadChats = useCallback(() => {
    if (peerId) void dispatch(getUserChats(peerId));
  }, [dispatch, peerId]);
  const loadDetails = useCallback(() => {
    if (peerId) void dispatch(getUser(peerId));
  }, [dispatch, peerId]);

  useEffect(loadUsers, [loadUsers]);
  useEffect(loadChats, [loadChats]);
  // The details are asked for when the panel opens, or to name a contact the list does not hold.
  const listReady = chat.status === 'ready';
  const inList = chat.users.some((u) => u.id === peerId);
  useEffect(() => {
    if (detailsOpen || (listReady && !inList)) loadDetails();
  }, [detailsOpen, listReady, inList, loadDetails]);

  // A contact the user cannot talk to (an old or mistyped link): said so in place of a history.
  const missing = peerId != null && chat.peerId === peerId && chat.threadStatus === 'missing';

  // The API has no push: new messages and unread counts are asked for while the page is in view.
  useEffect(() => {
    if (!listReady) return undefined;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      loadUsers();
      if (!missing) loadChats();
    }, CHAT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [listReady, loadUsers, loadChats, missing]);

  const deliver = (message: OutgoingMessage) => {
    setOutgoing((list) => [...list.filter((m) => m.key !== message.key), { ...message, status: 'sending' }]);
    void dispatch(insertChat({ to: message.to, text: message.text, key: message.key })).then((result) => {
      const sent = insertChat.fulfilled.match(result);
      setOutgoing((list) =>
        sent
          ? list.filter((m) => m.key !== message.key)
          : list.map((m) => (m.key === message.key ? { ...m, status: 'failed' } : m)),
      );
    });
  };

  const thread = chat.peerId === peerId ? chat.chats : NO_MESSAGES;
  const peer = chat.users.find((u) => u.id === peerId) ?? (chat.user?.id === peerId ? chat.user : null);
  const details = chat.user?.id === peerId ? chat.user : null;
  const showList = !phone || !peerId;
  const showThread = !phone || peerId != null;
  const reading = phone && peerId != null;

  const detailsPanel = peerId && !missing && detailsOpen && (
    <ContactDetailsPanel
      details={details}
      status={details ? 'ready' : chat.userStatus}
      error={chat.error}
      onRetry={loadDetails}
      onClose={() => setDetailsOpen(false)}
    />
  );
  // Once the drawer has opened it stays mounted, so it slides out as it slid in.
  const detailsDrawer = useOpenedOnce(narrow && Boolean(detailsPanel));

  return (
    <>
      <PageHeader titleId="chat.app.title" subtitleId={reading ? undefined : 'chat.app.subtitle'} />
      {chat.status === 'failed' ? (
        <ErrorState
          error={{ ...chat.error, message: 'errors.chat.getChatUsers', fromServer: false }}
          onRetry={loadUsers}
          titleId="chat.app.error"
        />
      ) : (
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            overflow: 'hidden',
            height: {
              xs: reading ? 'calc(100dvh - 170px)' : 'calc(100dvh - 260px)',
              sm: 'calc(100dvh - 260px)',
            },
            minHeight: { xs: 420, md: 460 },
          }}
        >
          {showList && (
            <Box
              sx={{
                width: { xs: '100%', sm: 280, md: 320 },
                flexShrink: 0,
                borderRight: { xs: 0, sm: 1 },
                borderColor: 'divider',
                minHeight: 0,
              }}
            >
              {listReady ? (
                <ContactList
                  contacts={chat.users}
                  search={search}
                  onSearch={setSearch}
                  selectedId={peerId}
                  myId={myId}
                  onSelect={(c) => setParams({ com: c.id })}
                />
              ) : (
                <ContactListSkeleton withSearch />
              )}
            </Box>
          )}
          {showThread && (
            <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
              {missing ? (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                  <EmptyState
                    icon={PersonSearchOutlined}
                    titleId="chat.app.missing"
                    bodyId="chat.app.missingBody"
                    action={
                      <Button variant="outlined" onClick={() => setParams({})}>
                        <FormattedMessage id="chat.app.missingBack" />
                      </Button>
                    }
                  />
                </Box>
              ) : peerId ? (
                <AppThread
                  key={peerId}
                  peer={peer}
                  messages={thread}
                  outgoing={outgoing.filter((m) => m.to === peerId)}
                  status={chat.peerId === peerId ? chat.threadStatus : 'loading'}
                  error={chat.error}
                  draft={drafts.get(peerId) ?? ''}
                  detailsOpen={detailsOpen}
                  onToggleDetails={() => setDetailsOpen((open) => !open)}
                  onDraft={(text) => {
                    if (text) drafts.set(peerId, text);
                    else drafts.delete(peerId);
                  }}
                  onSend={(text) =>
                    deliver({
                      key: nanoid(),
                      to: peerId,
                      text,
                      at: new Date().toISOString(),
                      status: 'sending',
                      seen: thread.map((m) => m.id),
                    })
                  }
                  onRetry={(key) => {
                    const message = outgoing.find((m) => m.key === key);
                    if (message) deliver(message);
                  }}
                  onDiscard={(key) => setOutgoing((list) => list.filter((m) => m.key !== key))}
                  onReload={loadChats}
                  onBack={phone ? () => setParams({}) : undefined}
                />
              ) : (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                  <EmptyState icon={ForumOutlined} titleId="chat.app.none" bodyId="chat.app.noneBody" />
                </Box>
              )}
            </Box>
          )}
          {detailsPanel && !narrow && (
            <Box sx={{ width: 300, flexShrink: 0, borderLeft: 1, borderColor: 'divider', minHeight: 0 }}>
              {detailsPanel}
            </Box>
          )}
        </Paper>
      )}
      {narrow && detailsDrawer && (
        <Suspense fallback={null}>
          <DetailsDrawer open={Boolean(detailsPanel)} onClose={() => setDetailsOpen(false)}>
            {detailsPanel}
          </DetailsDrawer>
        </Suspense>
      )}
    </>
  );
}
