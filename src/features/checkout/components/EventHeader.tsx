import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';

/** The checkout's title: the way back to the event, and which event and when. */
export default function EventHeader({ event, backTo }: { event: Event; backTo: string }) {
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Link
        component={RouterLink}
        to={backTo}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackOutlined fontSize="small" aria-hidden />
        <FormattedMessage id="checkout.backToEvent" />
      </Link>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
        <FormattedMessage id="checkout.title" />
      </Typography>
      <Typography color="text.secondary">
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {event.title}
        </Box>
        {' · '}
        <FormattedDate
          value={event.startsAt}
          weekday="short"
          day="2-digit"
          month="short"
          hour="2-digit"
          minute="2-digit"
        />
        {event.venue && ` · ${event.venue.name}, ${event.venue.city} - ${event.venue.state}`}
        {event.online && !event.venue && (
          <>
            {' · '}
            <FormattedMessage id="checkout.online" />
          </>
        )}
      </Typography>
    </Stack>
  );
}
