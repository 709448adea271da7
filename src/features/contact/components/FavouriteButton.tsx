import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import type { Contact } from '@/api/contract/contact';

/** The star of a contact: a toggle button that says whose star it is and whether it is on. */
export default function FavouriteButton({
  contact,
  onToggle,
  size = 'medium',
}: {
  contact: Contact;
  onToggle: (contact: Contact) => void;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  return (
    <IconButton
      size={size}
      aria-pressed={contact.favourite}
      aria-label={intl.formatMessage({ id: 'contact.favourite.toggle' }, { name: contact.name })}
      onClick={() => onToggle(contact)}
      sx={{ color: contact.favourite ? 'warning.main' : 'text.secondary' }}
    >
      {contact.favourite ? <Star fontSize={size} /> : <StarBorder fontSize={size} />}
    </IconButton>
  );
}
