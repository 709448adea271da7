import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Contact } from '@/api/contract/contact';
import { formatPhone } from '@/utils/br';
import { roleLine } from '../contacts';
import ContactAvatar from './ContactAvatar';
import FavouriteButton from './FavouriteButton';

/** One contact as a row of the list: name and role, then phone and e-mail (below them on a phone). */
export default function ContactRow({
  contact,
  onOpen,
  onToggleFavourite,
}: {
  contact: Contact;
  onOpen: (contact: Contact) => void;
  onToggleFavourite: (contact: Contact) => void;
}) {
  const intl = useIntl();
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={<FavouriteButton contact={contact} onToggle={onToggleFavourite} size="small" />}
    >
      <ListItemButton
        onClick={() => onOpen(contact)}
        aria-label={intl.formatMessage({ id: 'contact.open' }, { name: contact.name })}
      >
        <ListItemAvatar>
          <ContactAvatar name={contact.name} group={contact.group} />
        </ListItemAvatar>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 0.25, md: 2 }}
          sx={{ flex: 1, minWidth: 0, alignItems: { md: 'center' } }}
        >
          <Stack sx={{ flex: 2, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{contact.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {roleLine(contact)}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {contact.phone ? formatPhone(contact.phone) : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1.5, overflowWrap: 'anywhere' }}>
            {contact.email}
          </Typography>
        </Stack>
      </ListItemButton>
    </ListItem>
  );
}
