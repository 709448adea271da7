import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Mail, MailFolder } from '@/api/contract/mail';
import { notify } from '@/components/feedback/notify';
import { useUrlParams } from '@/components/list/useUrlParams';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useUp } from '@/hooks/useBreakpoint';
import { continueDraft, EMPTY_COMPOSE, forwardOf, replyTo, type ComposeStart } from '../compose';
import MailList from '../components/MailList';
import MailNav from '../components/MailNav';
import { useMail } from '../useMail';
import { mailsOf, PAGE_SIZE, slugOfView, viewOfSlug, type MailView } from '../views';

// The editor and the form load with the first mail written, not with the mailbox.
const ComposeDialog = lazy(() => import('../components/ComposeDialog'));
/*
 * The open mail's view (with the Markdown renderer and the sanitizer) loads when a mail is opened, or when
 * the pointer or focus reaches the list, so a visitor who only reads the list never downloads it.
 */
const loadDetail = () => import('../components/MailDetail');
const MailDetail = lazy(loadDetail);
const preloadDetail = () => void loadDetail();

const MOVED: Partial<Record<MailFolder, string>> = {
  trash: 'mail.moved.trash',
  spam: 'mail.moved.spam',
  inbox: 'mail.moved.back',
};

/**
 * The school secretary's mailbox: folders, starred and important mails and labels on the side; the list
 * with search and pages; the open mail beside it on wide screens, on a screen of its own on narrow ones.
 * The view, the search, the page and the open mail live in the URL.
 */
export default function MailPage() {
  const intl = useIntl();
  const { mail: box, reload, toggle, move, remove, refresh } = useMail();
  const [params, setParams] = useUrlParams(['pasta', 'mail', 'busca', 'pagina']);
  const view = viewOfSlug(params.pasta);
  const page = Math.max(0, (Number(params.pagina) || 1) - 1);
  const [dense, setDense] = useState(false);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const wide = useUp('lg');
  const navAside = useUp('md');

  const mails = useMemo(() => mailsOf(box.mails, view, params.busca), [box.mails, view, params.busca]);
  const open = box.mails.find((m) => m.id === params.mail) ?? null;

  // A view asked again from the server when it is chosen (the stored mailbox shows meanwhile).
  const ready = box.status === 'ready';
  useEffect(() => {
    if (ready) refresh(view);
  }, [ready, view, refresh]);

  // Opening an unread mail marks it read, once per opening.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!open || open.read || marked.current === open.id) return;
    marked.current = open.id;
    void toggle('setRead', open.id);
  }, [open, toggle]);

  const onView = (next: MailView) => setParams({ pasta: slugOfView(next), mail: '', pagina: '' });
  const onOpen = useCallback(
    (mail: Mail) => {
      if (mail.folder === 'drafts') setCompose(continueDraft(mail));
      else {
        marked.current = null;
        setParams({ mail: mail.id });
      }
    },
    [setParams],
  );
  const onBack = () => setParams({ mail: '' });
  const onMove = (mail: Mail, folder: MailFolder) =>
    void move(mail.id, folder, MOVED[folder] ?? 'mail.moved.back').then((done) => {
      if (done) setParams({ mail: '' });
    });
  const onDelete = (mail: Mail) =>
    void remove(mail.id).then((done) => {
      if (done) setParams({ mail: '' });
    });
  const onDone = (mail: Mail, how: 'sent' | 'draft') => {
    setCompose(null);
    notify(
      intl.formatMessage({ id: how === 'sent' ? 'mail.compose.sent' : 'mail.compose.draftSaved' }),
      'success',
    );
    if (how === 'sent') setParams({ pasta: slugOfView('sent'), mail: wide ? mail.id : '', pagina: '' });
  };

  const list = (
    <Box onPointerOver={preloadDetail} onFocusCapture={preloadDetail}>
      <MailList
        mails={mails}
        view={view}
        page={Math.min(page, Math.max(0, Math.ceil(mails.length / PAGE_SIZE) - 1))}
        onPage={(next) => setParams({ pagina: next > 0 ? String(next + 1) : '' })}
        search={{ value: params.busca, commit: (text) => setParams({ busca: text, pagina: '' }) }}
        dense={dense}
        onDense={setDense}
        openId={open?.id ?? null}
        onOpen={onOpen}
        onToggle={(call, id) => void toggle(call, id)}
      />
    </Box>
  );
  const detail = open && (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={320}
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'mail.opening' })}
        />
      }
    >
      <MailDetail
        mail={open}
        onBack={wide ? undefined : onBack}
        onToggle={(call, id) => void toggle(call, id)}
        onReply={(m) => setCompose(replyTo(intl, m))}
        onForward={(m) => setCompose(forwardOf(intl, m))}
        onMove={onMove}
        onDelete={onDelete}
      />
    </Suspense>
  );

  let content;
  if (box.status === 'failed') {
    content = (
      <ErrorState error={{ ...box.error, message: 'errors.mail.load', fromServer: false }} onRetry={reload} />
    );
  } else if (box.status !== 'ready') {
    content = (
      <Stack spacing={1} aria-busy="true" aria-label={intl.formatMessage({ id: 'mail.loading' })}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  } else if (wide) {
    content = (
      <Grid container spacing={2}>
        <Grid size={open ? 5 : 12}>{list}</Grid>
        {open && (
          <Grid size={7}>
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              {detail}
            </Paper>
          </Grid>
        )}
      </Grid>
    );
  } else {
    content = open ? detail : list;
  }

  return (
    <>
      <PageHeader
        titleId="mail.title"
        subtitleId="mail.subtitle"
        values={{ count: box.unreadCount }}
        actions={
          <Button
            variant="contained"
            startIcon={<EditOutlined />}
            onClick={() => setCompose({ kind: 'new', draftId: null, values: EMPTY_COMPOSE })}
          >
            {intl.formatMessage({ id: 'mail.compose.open' })}
          </Button>
        }
      />
      <Grid container spacing={2.5}>
        {navAside ? (
          <Grid size={{ md: 3, lg: 2.5 }}>
            <MailNav mails={box.mails} view={view} onView={onView} variant="list" />
          </Grid>
        ) : (
          !(open && box.status === 'ready') && (
            <Grid size={12}>
              <MailNav mails={box.mails} view={view} onView={onView} variant="select" />
            </Grid>
          )
        )}
        <Grid size={{ xs: 12, md: 9, lg: 9.5 }}>
          <Box>{content}</Box>
        </Grid>
      </Grid>
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog start={compose} onClose={() => setCompose(null)} onDone={onDone} />
        </Suspense>
      )}
    </>
  );
}
