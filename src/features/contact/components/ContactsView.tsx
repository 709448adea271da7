import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Contact } from '@/api/contract/contact';
import { notify } from '@/components/feedback/notify';
import SearchField from '@/components/list/SearchField';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import { groupByLetter, letterAnchor, matches } from '../contacts';
import { useContacts, type ContactFields } from '../useContacts';
import ContactCard from './ContactCard';
import ContactNav, { type ContactView } from './ContactNav';
import type { PanelMode } from './ContactPanel';
import ContactRow from './ContactRow';
import LetterIndex from './LetterIndex';

/*
 * The side panel (details and form, in a drawer) and the delete confirmation (a dialog) load the first
 * time they open, with MUI's modal code behind them, then stay mounted so they close as they opened.
 */
const ContactPanel = lazy(() => import('./ContactPanel'));
const ConfirmDeleteDialog = lazy(() => import('@/components/dialog/ConfirmDeleteDialog'));

const SKELETON = [0, 1, 2, 3].map(() => ({ size: { xs: 12, sm: 6, md: 3 }, heights: [140, 140] }));

const TITLES: Record<ContactView, string> = { cards: 'contact.cards.title', list: 'contact.list.title' };

/**
 * The school's address book, as cards or as a list: A–Z groups with a letter index on wide screens,
 * a search over name, e-mail, phone, role and organisation (kept in the address, so the view switch
 * keeps it), favourites, and a side panel for details, editing and adding.
 */
export default function ContactsView({ view }: { view: ContactView }) {
  const intl = useIntl();
  const { contacts, status, error, reload, save, remove, toggleFavourite: toggle } = useContacts();
  const toggleFavourite = (contact: Contact) => void toggle(contact);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [panel, setPanel] = useState<PanelMode | null>(null);
  const [toDelete, setToDelete] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState(false);
  const panelShown = useOpenedOnce(panel != null);
  const deleteShown = useOpenedOnce(toDelete != null);

  const setSearch = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const shown = useMemo(
    () => contacts.filter((c) => (!favouritesOnly || c.favourite) && matches(c, search)),
    [contacts, favouritesOnly, search],
  );
  const groups = useMemo(() => groupByLetter(shown), [shown]);
  const present = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);
  const panelContact =
    panel && panel.mode !== 'new' ? (contacts.find((c) => c.id === panel.id) ?? null) : null;

  const open = (contact: Contact) => setPanel({ mode: 'details', id: contact.id });
  const onSave = async (values: ContactFields) => {
    const id = panel?.mode === 'edit' ? panel.id : undefined;
    const result = await save(id ? { ...values, id } : values);
    if (result.ok) {
      notify(intl.formatMessage({ id: 'contact.saved' }, { name: result.contact.name }), 'success');
      setPanel({ mode: 'details', id: result.contact.id });
    }
    return result;
  };

  const header = (
    <PageHeader
      titleId={TITLES[view]}
      subtitleId="contact.subtitle"
      actions={
        <>
          <ContactNav current={view} />
          <Button
            variant="contained"
            startIcon={<PersonAddOutlined />}
            onClick={() => setPanel({ mode: 'new' })}
            disabled={status !== 'ready'}
          >
            <FormattedMessage id="contact.add" />
          </Button>
        </>
      }
    />
  );

  let body;
  if (status === 'failed') {
    body = (
      <ErrorState error={{ ...error, message: 'errors.contact.load', fromServer: false }} onRetry={reload} />
    );
  } else if (status !== 'ready' && contacts.length === 0) {
    body = <ColumnsSkeleton columns={SKELETON} spacing={2} />;
  } else if (contacts.length === 0) {
    body = (
      <EmptyState
        titleId="contact.empty.title"
        bodyId="contact.empty.body"
        action={
          <Button variant="contained" onClick={() => setPanel({ mode: 'new' })}>
            <FormattedMessage id="contact.add" />
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mb: 2, alignItems: { sm: 'center' } }}
        >
          <SearchField
            value={search}
            onChange={setSearch}
            label={intl.formatMessage({ id: 'contact.search.label' })}
            placeholder={intl.formatMessage({ id: 'contact.search.placeholder' })}
            fullWidth
            sx={{ maxWidth: { sm: 480 } }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={favouritesOnly}
                onChange={(event) => setFavouritesOnly(event.target.checked)}
              />
            }
            label={intl.formatMessage({ id: 'contact.favourites.only' })}
          />
          <Typography role="status" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
            <FormattedMessage id="contact.search.count" values={{ count: shown.length }} />
          </Typography>
        </Stack>
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchOff}
            titleId="contact.noMatch.title"
            bodyId="contact.noMatch.body"
            action={
              <Button
                onClick={() => {
                  setSearch('');
                  setFavouritesOnly(false);
                }}
              >
                <FormattedMessage id="common.clearFilters" />
              </Button>
            }
          />
        ) : (
          <Stack direction="row" spacing={2}>
            <Stack spacing={3} sx={{ flex: 1, minWidth: 0 }}>
              {groups.map(({ letter, contacts: inGroup }) => (
                <Box component="section" key={letter} aria-labelledby={letterAnchor(letter)}>
                  <Typography
                    id={letterAnchor(letter)}
                    tabIndex={-1}
                    variant="h3"
                    component="h2"
                    sx={{ mb: 1.5, color: 'primary.main', scrollMarginTop: 88 }}
                  >
                    {letter}
                  </Typography>
                  {view === 'cards' ? (
                    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {inGroup.map((contact) => (
                        <Grid key={contact.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }} component="li">
                          <ContactCard contact={contact} onOpen={open} onToggleFavourite={toggleFavourite} />
                        </Grid>
                      ))}
                    </Grid>
                  ) : (
                    <Paper variant="outlined">
                      <List disablePadding>
                        {inGroup.map((contact) => (
                          <ContactRow
                            key={contact.id}
                            contact={contact}
                            onOpen={open}
                            onToggleFavourite={toggleFavourite}
                          />
                        ))}
                      </List>
                    </Paper>
                  )}
                </Box>
              ))}
            </Stack>
            <LetterIndex present={present} />
          </Stack>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {body}
      {panelShown && (
        <Suspense fallback={null}>
          <ContactPanel
            panel={panel}
            contact={panelContact}
            onClose={() => setPanel(null)}
            onCancel={() => setPanel(panel?.mode === 'edit' ? { mode: 'details', id: panel.id } : null)}
            onEdit={() => panel && panel.mode !== 'new' && setPanel({ mode: 'edit', id: panel.id })}
            onDelete={setToDelete}
            onSave={onSave}
            onToggleFavourite={toggleFavourite}
          />
        </Suspense>
      )}
      {deleteShown && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            target={toDelete}
            titleId="contact.delete.title"
            bodyId="contact.delete.body"
            busy={deleting}
            onClose={() => setToDelete(null)}
            onConfirm={() => {
              if (!toDelete) return;
              setDeleting(true);
              void remove(toDelete).then((gone) => {
                setDeleting(false);
                setToDelete(null);
                if (gone) setPanel(null);
              });
            }}
          />
        </Suspense>
      )}
    </>
  );
}
