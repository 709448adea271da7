import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { SocialPerson } from '@/api/contract/user';
import { formatPhone } from '@/utils/br';
import { phoneHref, placeLine, STATUS_COLOUR } from '../people';

type Heading = 'h2' | 'h3';

/** The name as the card's or row's heading, and what the person is ("Professor de robótica"). */
export function NameAndTitle({ person, heading }: { person: SocialPerson; heading: Heading }) {
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {person.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {person.title}
      </Typography>
    </Stack>
  );
}

/** "Escola Aurora · São Paulo, SP". */
export function Place({ person }: { person: SocialPerson }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {placeLine(person.organisation, person.city, person.state)}
    </Typography>
  );
}

/** Online, away or offline, in words (the colour only repeats them). */
export function StatusChip({ person }: { person: SocialPerson }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOUR[person.status]}
      label={<FormattedMessage id={`user.status.${person.status}`} />}
    />
  );
}

/** Family, teacher, school staff or producer. */
export function KindChip({ person }: { person: SocialPerson }) {
  return <Chip size="small" label={<FormattedMessage id={`user.kind.${person.kind}`} />} />;
}

/** E-mail and phone as links. */
export function ContactLinks({ person }: { person: SocialPerson }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Link
        href={`mailto:${person.email}`}
        variant="body2"
        sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere', minHeight: 32 }}
      >
        <EmailOutlined fontSize="small" aria-hidden />
        {person.email}
      </Link>
      <Link
        href={phoneHref(person.phone)}
        variant="body2"
        sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', minHeight: 32 }}
      >
        <PhoneOutlined fontSize="small" aria-hidden />
        {formatPhone(person.phone)}
      </Link>
    </Stack>
  );
}
