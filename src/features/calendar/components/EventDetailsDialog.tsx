import AccessTime from '@mui/icons-material/AccessTime';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { eventDate, eventTimes, type CalendarEvent } from '../mapping';

/** An event of the calendar that is not edited here (a ticketed event of the school), with where to manage it. */
export default function EventDetailsDialog({
  event,
  onClose,
}: {
  event: CalendarEvent;
  onClose: () => void;
}) {
  const titleId = useId();
  const { startTime, endTime } = eventTimes(event);
  const date = eventDate(event);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {event.title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AccessTime fontSize="small" color="action" aria-hidden />
            <Typography>
              <FormattedDate value={`${date}T12:00:00`} weekday="long" day="numeric" month="long" />
              {!event.allDay && ` · ${startTime}–${endTime}`}
            </Typography>
          </Stack>
          {event.location && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PlaceOutlined fontSize="small" color="action" aria-hidden />
              <Typography>{event.location}</Typography>
            </Stack>
          )}
          {event.description && <Typography color="text.secondary">{event.description}</Typography>}
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="calendar.details.readOnly" />
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
        {event.eventId && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/produtor/eventos/${encodeURIComponent(event.eventId)}`}
            endIcon={<OpenInNew />}
          >
            <FormattedMessage id="calendar.details.open" />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
