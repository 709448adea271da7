import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { Contact } from '@/api/contract/contact';
import { formatPhone } from '@/utils/br';
import { telHref } from '../contacts';
import ContactAvatar from './ContactAvatar';
import FavouriteButton from './FavouriteButton';

function Field({ labelId, value }: { labelId: string; value: string }) {
  return (
    <Stack component="div" spacing={0.25}>
      <Typography component="dt" variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value || <FormattedMessage id="contact.details.none" />}
      </Typography>
    </Stack>
  );
}

/** Everything about one contact, with a call and a mail link, the star and the way to edit. */
export default function ContactDetails({
  contact,
  onEdit,
  onDelete,
  onToggleFavourite,
}: {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFavourite: (contact: Contact) => void;
}) {
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ContactAvatar name={contact.name} group={contact.group} size={64} />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {contact.name}
          </Typography>
          <Chip
            size="small"
            label={<FormattedMessage id={`contact.group.${contact.group}`} />}
            sx={{ alignSelf: 'flex-start', mt: 0.5 }}
          />
        </Stack>
        <FavouriteButton contact={contact} onToggle={onToggleFavourite} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {contact.phone && (
          <Button variant="outlined" startIcon={<PhoneOutlined />} href={telHref(contact.phone)}>
            <FormattedMessage id="contact.details.call" />
          </Button>
        )}
        {contact.email && (
          <Button variant="outlined" startIcon={<EmailOutlined />} href={`mailto:${contact.email}`}>
            <FormattedMessage id="contact.details.mail" />
          </Button>
        )}
        <Button variant="contained" startIcon={<EditOutlined />} onClick={onEdit}>
          <FormattedMessage id="common.edit" />
        </Button>
      </Stack>
      <Divider />
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Field labelId="contact.field.phone" value={contact.phone ? formatPhone(contact.phone) : ''} />
        <Field labelId="contact.field.email" value={contact.email} />
        <Field labelId="contact.field.role" value={contact.role} />
        <Field labelId="contact.field.organisation" value={contact.organisation} />
        <Field labelId="contact.field.notes" value={contact.notes} />
      </Stack>
      <Divider />
      <Button color="error" startIcon={<DeleteOutline />} onClick={onDelete} sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage id="common.delete" />
      </Button>
    </Stack>
  );
}
