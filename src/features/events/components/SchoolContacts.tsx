import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { School } from '@/api/contract/domain';
import { formatPhone, onlyDigits } from '@/utils/br';
import { safeHref } from '@/utils/safeUrl';
import FactLine from './FactLine';
import MapLink from './MapLink';
import NewTabHint from './NewTabHint';

/** How to reach a school: address with a map link, phone, e-mail and website. */
export default function SchoolContacts({ school }: { school: School }) {
  const headingId = useId();
  const { address, contact } = school;
  const fullAddress = `${address.street}, ${address.city} - ${address.state}, ${address.cep}`;
  const website = safeHref(contact.website);
  const phoneDigits = onlyDigits(contact.phone);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="events.school.contacts" />
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <FactLine wrapAnywhere icon={<PlaceOutlined />} labelId="events.school.address">
          <Typography>{address.street}</Typography>
          <Typography>{`${address.city} - ${address.state}, ${address.cep}`}</Typography>
          <MapLink address={fullAddress} />
        </FactLine>
        {phoneDigits && (
          <FactLine wrapAnywhere icon={<PhoneOutlined />} labelId="events.school.phone">
            <Link href={`tel:+55${phoneDigits}`}>{formatPhone(phoneDigits)}</Link>
          </FactLine>
        )}
        {contact.email && (
          <FactLine wrapAnywhere icon={<EmailOutlined />} labelId="events.school.email">
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </FactLine>
        )}
        {website && (
          <FactLine wrapAnywhere icon={<LanguageOutlined />} labelId="events.school.website">
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <NewTabHint />
            </Link>
          </FactLine>
        )}
      </Stack>
    </Paper>
  );
}
