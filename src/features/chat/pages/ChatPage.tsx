import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ChatContact } from '@/api/contract/chat';
import EmptyState from '@/components/states/EmptyState';
import PageHeader from '@/components/states/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { useDown } from '@/hooks/useBreakpoint';
import ConversationList from '../components/ConversationList';
import NewConversationDialog from '../components/NewConversationDialog';
import Thread from '../components/Thread';
import { useOutbox } from '../hooks/useOutbox';

/**
 * /empresa/chat: conversations with families and teachers. Wide screens show the list and the open
 * conversation side by side; phones show one at a time, with a back button (the URL's ?com= names the
 * other side, so the browser's back button works too).
 */
export default function ChatPage() {
  const user = useAppSelector(selectUser);
  const myId = String(user?.id ?? '');
  const [params, setParams] = useSearchParams();
  const peerId = params.get('com');
  const oneScreen = useDown('md');
  const outbox = useOutbox();
  const [known, setKnown] = useState<ChatContact | null>(null);
  const [picking, setPicking] = useState(false);
  // What was typed and not sent, per conversation, while the page stays open (never re-renders by itself).
  const [drafts] = useState(() => new Map<string, string>());

  const open = useCallback(
    (contact: ChatContact) => {
      setKnown(contact);
      setParams({ com: contact.id });
    },
    [setParams],
  );
  const draftKey = peerId ?? '';

  const showList = !oneScreen || !peerId;
  const reading = oneScreen && peerId != null;
  const showThread = !oneScreen || peerId != null;

  return (
    <>
      {/* On a phone reading a conversation, the header keeps only its title: the thread needs the room. */}
      <PageHeader
        titleId="chat.title"
        subtitleId={reading ? undefined : 'chat.subtitle'}
        actions={
          reading ? undefined : (
            <Button variant="contained" startIcon={<AddCommentOutlined />} onClick={() => setPicking(true)}>
              <FormattedMessage id="chat.new" />
            </Button>
          )
        }
      />
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          overflow: 'hidden',
          height: {
            xs: reading ? 'calc(100dvh - 200px)' : 'calc(100dvh - 300px)',
            md: 'calc(100dvh - 290px)',
          },
          minHeight: { xs: 400, md: 440 },
        }}
      >
        {showList && (
          <Box
            sx={{
              width: oneScreen ? '100%' : 340,
              flexShrink: 0,
              borderRight: oneScreen ? 0 : 1,
              borderColor: 'divider',
              minHeight: 0,
            }}
          >
            <ConversationList
              selectedPeerId={peerId}
              myId={myId}
              onSelect={(c) => open(c.peer)}
              onNew={() => setPicking(true)}
            />
          </Box>
        )}
        {showThread && (
          <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
            {peerId ? (
              <Thread
                key={peerId}
                peerId={peerId}
                knownPeer={known?.id === peerId ? known : null}
                pending={outbox.items.filter((m) => m.peerId === peerId)}
                keys={outbox.keys}
                draft={drafts.get(draftKey) ?? ''}
                onDraft={(text) => {
                  if (text) drafts.set(draftKey, text);
                  else drafts.delete(draftKey);
                }}
                onSend={(text) => outbox.send(peerId, text)}
                onRetry={outbox.retry}
                onDiscard={outbox.discard}
                onBack={oneScreen ? () => setParams({}) : undefined}
              />
            ) : (
              <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
                <EmptyState icon={ForumOutlined} titleId="chat.thread.none" bodyId="chat.thread.noneBody" />
              </Box>
            )}
          </Box>
        )}
      </Paper>
      {picking && (
        <NewConversationDialog
          onClose={() => setPicking(false)}
          onPick={(contact) => {
            setPicking(false);
            open(contact);
          }}
        />
      )}
    </>
  );
}
