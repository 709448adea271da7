import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Event } from '@/api/contract/domain';
import { notify } from '@/components/feedback/notify';
import { BRAND } from '@/config';
import { buildIcs, icsFileName } from '../ics';
import { venueAddress } from '../links';
import { publicEventUrl } from '../variant';

function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Share the event (the system sheet on phones, else copy the link) and add it to a calendar (.ics). */
export default function EventShareActions({
  event,
  canAddToCalendar,
}: {
  event: Event;
  /** Past and cancelled events have nothing to put in a calendar. */
  canAddToCalendar: boolean;
}) {
  const intl = useIntl();
  const url = publicEventUrl(window.location.origin, event.id);

  const share = async () => {
    // Web Share is missing on most desktop browsers; the types claim otherwise.
    const { share: systemShare } = navigator as Partial<Navigator>;
    if (systemShare) {
      try {
        await systemShare.call(navigator, { title: event.title, url });
      } catch (error) {
        // Closing the share sheet is not an error worth telling.
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          notify(intl.formatMessage({ id: 'events.share.failed' }), 'error');
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(intl.formatMessage({ id: 'events.share.copied' }), 'success');
    } catch {
      notify(intl.formatMessage({ id: 'events.share.failed' }), 'error');
    }
  };

  const addToCalendar = () => {
    const location = event.venue ? venueAddress(event.venue) : event.url;
    const ics = buildIcs(
      {
        uid: `${event.id}@${BRAND.toLowerCase()}`,
        title: event.title,
        start: event.startsAt,
        end: event.endsAt,
        location,
        description: event.description,
        url,
      },
      { prodId: `-//${BRAND}//Eventos//PT-BR` },
    );
    downloadText(icsFileName(event.title), ics, 'text/calendar;charset=utf-8');
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<ShareOutlined />} onClick={() => void share()}>
        <FormattedMessage id="events.share" />
      </Button>
      {canAddToCalendar && (
        <Button variant="outlined" startIcon={<EventAvailableOutlined />} onClick={addToCalendar}>
          <FormattedMessage id="events.calendar.add" />
        </Button>
      )}
    </Stack>
  );
}
