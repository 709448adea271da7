import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Event } from '@/api/contract/domain';
import { safeHref } from '@/utils/safeUrl';
import { venueStreetLine } from '@/utils/venue';
import { venueAddress } from '../links';
import FactLine from './FactLine';
import MapLink from './MapLink';
import NewTabHint from './NewTabHint';

/** When, where (or online) and for what age: the facts at the top of an event's page. */
export default function EventFacts({ event }: { event: Event }) {
  const intl = useIntl();
  const onlineUrl = safeHref(event.url);
  const when = intl.formatDateTimeRange(new Date(event.startsAt), new Date(event.endsAt), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      <FactLine icon={<CalendarMonthOutlined />} labelId="events.event.when">
        <Typography sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
          {when}
        </Typography>
      </FactLine>
      {event.venue && (
        <FactLine icon={<PlaceOutlined />} labelId="events.event.where">
          <Typography sx={{ fontWeight: 600 }}>{event.venue.name}</Typography>
          <Typography>
            {[venueStreetLine(event.venue), event.venue.district].filter(Boolean).join(' - ')}
          </Typography>
          <Typography>
            {`${event.venue.city} - ${event.venue.state}`}
            {event.venue.cep ? `, ${event.venue.cep}` : ''}
          </Typography>
          <MapLink address={venueAddress(event.venue)} />
        </FactLine>
      )}
      {event.online && (
        <FactLine icon={<LanguageOutlined />} labelId="events.event.online">
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage id="events.event.onlineBody" />
          </Typography>
          {onlineUrl && (
            <Link
              href={onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <FormattedMessage id="events.event.onlineLink" />
              <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
              <NewTabHint />
            </Link>
          )}
        </FactLine>
      )}
      <FactLine icon={<VerifiedOutlined />} labelId="events.event.ageRating">
        <Typography sx={{ fontWeight: 600 }}>{event.ageRating}</Typography>
      </FactLine>
    </Stack>
  );
}
