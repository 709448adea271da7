import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contact } from '@/api/contract/contact';
import { formatPhone } from '@/utils/br';
import { roleLine } from '../contacts';
import ContactAvatar from './ContactAvatar';
import FavouriteButton from './FavouriteButton';

/** One contact as a card: opens the details; the star stays outside the opening area. */
export default function ContactCard({
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
    <Card variant="outlined" sx={{ height: '100%', position: 'relative' }} component="article">
      <CardActionArea
        onClick={() => onOpen(contact)}
        aria-label={intl.formatMessage({ id: 'contact.open' }, { name: contact.name })}
        sx={{ height: '100%', p: 2, pr: 6, display: 'block' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <ContactAvatar name={contact.name} group={contact.group} size={48} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {contact.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {roleLine(contact)}
            </Typography>
          </Stack>
        </Stack>
        <Chip
          size="small"
          label={<FormattedMessage id={`contact.group.${contact.group}`} />}
          sx={{ mb: 1 }}
        />
        {contact.phone && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <PhoneOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{formatPhone(contact.phone)}</Typography>
          </Stack>
        )}
        {contact.email && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <EmailOutlined fontSize="small" aria-hidden />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {contact.email}
            </Typography>
          </Stack>
        )}
      </CardActionArea>
      <Stack sx={{ position: 'absolute', top: 8, right: 8 }}>
        <FavouriteButton contact={contact} onToggle={onToggleFavourite} size="small" />
      </Stack>
    </Card>
  );
}
