import Close from '@mui/icons-material/Close';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '@/api/contract/contact';
import { useDiscardGuard } from '@/components/dialog/useDiscardGuard';
import type { ContactFields, SaveResult } from '../useContacts';
import ContactDetails from './ContactDetails';

// The form (validation, phone mask) loads with the first edit, not with the address book.
const ContactForm = lazy(() => import('./ContactForm'));

/** What the side panel shows: one contact's details, its edit form, or the form of a new one. */
export type PanelMode = { mode: 'details'; id: string } | { mode: 'edit'; id: string } | { mode: 'new' };

const TITLES = {
  details: 'contact.details.title',
  edit: 'contact.form.editTitle',
  new: 'contact.form.newTitle',
};

/**
 * The side panel of the contacts: details, edit and add. Full width on a phone, where it is the
 * contact's own screen.
 */
export default function ContactPanel({
  panel,
  contact,
  onClose,
  onCancel,
  onEdit,
  onDelete,
  onSave,
  onToggleFavourite,
}: {
  panel: PanelMode | null;
  /** The contact the panel is about (none for a new one). */
  contact: Contact | null;
  onClose: () => void;
  /** Leaves the form without saving (an edit goes back to the details). */
  onCancel: () => void;
  onEdit: () => void;
  onDelete: (contact: Contact) => void;
  onSave: (values: ContactFields) => Promise<SaveResult>;
  onToggleFavourite: (contact: Contact) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const open = panel != null && (panel.mode === 'new' || contact != null);
  // Leaving a form with changes asks first, whichever way it is left (Cancel, the close button, Escape).
  const [dirty, setDirty] = useState(false);
  const leave = useRef(onClose);
  const guard = useDiscardGuard(() => leave.current(), {
    dirty: dirty && panel != null && panel.mode !== 'details',
    busy: false,
  });
  const ask = (action: () => void) => {
    leave.current = action;
    guard.requestClose();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => ask(onClose)}
      // Above the app bar, which sits over the layout's own drawers.
      sx={{ zIndex: 'modal' }}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      {panel && open && (
        <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h3" component="h2">
              <FormattedMessage id={TITLES[panel.mode]} />
            </Typography>
            <IconButton onClick={() => ask(onClose)} aria-label={intl.formatMessage({ id: 'common.close' })}>
              <Close />
            </IconButton>
          </Stack>
          {panel.mode === 'details' && contact ? (
            <ContactDetails
              contact={contact}
              onEdit={onEdit}
              onDelete={() => onDelete(contact)}
              onToggleFavourite={onToggleFavourite}
            />
          ) : (
            // Each contact gets a fresh form: the key drops what was typed for another one.
            <Suspense fallback={null}>
              <ContactForm
                key={panel.mode === 'edit' ? panel.id : 'new'}
                contact={panel.mode === 'edit' ? contact : null}
                onSave={onSave}
                onCancel={() => ask(onCancel)}
                onDirtyChange={setDirty}
              />
            </Suspense>
          )}
        </Stack>
      )}
      {guard.prompt}
    </Drawer>
  );
}
