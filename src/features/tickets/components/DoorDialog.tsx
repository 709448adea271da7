import CloseOutlined from '@mui/icons-material/CloseOutlined';
import NavigateBeforeOutlined from '@mui/icons-material/NavigateBeforeOutlined';
import NavigateNextOutlined from '@mui/icons-material/NavigateNextOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EventGroup } from '../grouping';
import TicketQr from './TicketQr';
import { EVENT_DATE } from './ticketLabels';

interface DoorDialogProps {
  group: EventGroup | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

// On the white page whatever the theme mode, so a disabled button must stay visible against white.
const NAV_BUTTON = { '&.Mui-disabled': { color: 'grey.500', borderColor: 'grey.300' } } as const;

/** Keeps the screen on while the ticket is shown at the door, where the browser allows it. */
function useScreenWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock
      .request('screen')
      .then((sentinel) => {
        if (released) void sentinel.release();
        else lock = sentinel;
      })
      .catch(() => {
        // Refused (battery saver, hidden tab): the ticket still shows.
      });
    return () => {
      released = true;
      if (lock) void lock.release();
    };
  }, [active]);
}

/**
 * The ticket full screen for the door: white background and a big QR (scanners and bright screens
 * like it), the event, the holder and the code in large type for a manual check.
 */
export default function DoorDialog({ group, index, onIndexChange, onClose }: DoorDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const view = group?.tickets[index];
  useScreenWakeLock(view != null);
  const count = group?.tickets.length ?? 0;

  return (
    <Dialog
      fullScreen
      open={view != null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'common.white', color: 'common.black' } } }}
    >
      {group && view && (
        <Stack
          sx={{
            minHeight: '100%',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            px: 2,
            py: { xs: 7, sm: 4 },
            gap: { xs: 1.5, sm: 2 },
            position: 'relative',
          }}
        >
          <IconButton
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'common.black' }}
            size="large"
          >
            <CloseOutlined fontSize="large" />
          </IconButton>
          <Typography
            id={titleId}
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, maxWidth: 640 }}
          >
            {group.event?.title ?? <FormattedMessage id="tickets.event.unknown" />}
          </Typography>
          {group.event && (
            <Typography sx={{ color: 'grey.800' }}>
              {intl.formatDate(group.event.startsAt, EVENT_DATE)}
            </Typography>
          )}
          <Box sx={{ width: 'min(86vw, 52vh, 440px)' }}>
            <TicketQr code={view.attendee.code} size="100%" />
          </Box>
          <Typography sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 800, lineHeight: 1.2 }}>
            {view.attendee.holderName}
          </Typography>
          <Typography sx={{ color: 'grey.800', fontSize: '1.1rem' }}>
            {view.ticket?.name ?? <FormattedMessage id="tickets.card.unknownType" />}
            {view.attendee.halfPrice && (
              <>
                {' · '}
                <Box component="strong">
                  <FormattedMessage id="tickets.card.halfPrice" />
                </Box>
              </>
            )}
          </Typography>
          <Typography variant="caption" component="p" sx={{ color: 'grey.800', mb: -1.5 }}>
            <FormattedMessage id="tickets.door.code" />
          </Typography>
          <Typography
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1.6rem', sm: '2.25rem' },
              fontWeight: 700,
              letterSpacing: { xs: 2, sm: 4 },
              overflowWrap: 'anywhere',
            }}
          >
            {view.attendee.code}
          </Typography>
          {count > 1 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Button
                color="inherit"
                variant="outlined"
                startIcon={<NavigateBeforeOutlined />}
                disabled={index === 0}
                sx={NAV_BUTTON}
                onClick={() => onIndexChange(index - 1)}
              >
                <FormattedMessage id="tickets.door.previous" />
              </Button>
              <Typography sx={{ minWidth: 64, fontWeight: 600 }} aria-live="polite">
                <FormattedMessage id="tickets.door.position" values={{ n: index + 1, total: count }} />
              </Typography>
              <Button
                color="inherit"
                variant="outlined"
                endIcon={<NavigateNextOutlined />}
                disabled={index >= count - 1}
                sx={NAV_BUTTON}
                onClick={() => onIndexChange(index + 1)}
              >
                <FormattedMessage id="tickets.door.next" />
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
