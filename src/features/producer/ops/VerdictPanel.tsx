import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useOpsFormat } from './format';
import type { Verdict, VerdictKind } from './useDoorCheckin';

/** null: neutral (no verdict on the ticket itself, e.g. the call failed). */
type Tone = 'success' | 'warning' | 'error' | null;
const LOOK: Record<VerdictKind, { tone: Tone; icon: typeof CheckCircleOutlined }> = {
  valid: { tone: 'success', icon: CheckCircleOutlined },
  already: { tone: 'warning', icon: HistoryOutlined },
  unknown: { tone: 'error', icon: CancelOutlined },
  otherEvent: { tone: 'error', icon: EventBusyOutlined },
  voided: { tone: 'error', icon: BlockOutlined },
  error: { tone: null, icon: CloudOffOutlined },
};

function Detail({ verdict }: { verdict: Verdict }) {
  const format = useOpsFormat();
  const ticket = verdict.ticketName && (
    <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>
      {verdict.ticketName}
      {verdict.halfPrice && (
        <>
          {' · '}
          <FormattedMessage id="producerOps.ticket.halfPriceShort" />
        </>
      )}
    </Typography>
  );
  const holder = verdict.holderName && (
    <Typography sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.2 }}>
      {verdict.holderName}
    </Typography>
  );
  switch (verdict.kind) {
    case 'valid':
      return (
        <>
          {holder}
          {ticket}
        </>
      );
    case 'already':
      return (
        <>
          <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.3rem' }, fontWeight: 600 }}>
            <FormattedMessage
              id="producerOps.verdict.already.when"
              values={{ date: verdict.checkedInAt ? format.dateTime(verdict.checkedInAt) : '' }}
            />
          </Typography>
          {holder}
          {ticket}
        </>
      );
    case 'otherEvent':
      return (
        <Typography sx={{ fontSize: { xs: '1.1rem', sm: '1.3rem' } }}>
          <FormattedMessage
            id="producerOps.verdict.otherEvent.which"
            values={{ title: verdict.eventTitle ?? '' }}
          />
        </Typography>
      );
    case 'voided':
      return (
        <>
          <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>{verdict.message}</Typography>
          {holder}
        </>
      );
    case 'unknown':
      return (
        <Typography sx={{ fontSize: { xs: '1.05rem', sm: '1.2rem' } }}>
          <FormattedMessage id="producerOps.verdict.unknown.hint" />
        </Typography>
      );
    case 'error':
      return <Typography sx={{ fontSize: '1.05rem' }}>{verdict.message}</Typography>;
  }
}

/**
 * The door's answer, big enough to read at arm's length: colour, icon and words together (never colour
 * alone), announced to screen readers as soon as it changes.
 */
export default function VerdictPanel({ verdict, pending }: { verdict: Verdict | null; pending: boolean }) {
  const look = verdict ? LOOK[verdict.kind] : null;
  const tone = look?.tone ?? null;
  const Icon = look?.icon ?? QrCodeScannerOutlined;
  return (
    <Box
      role="status"
      aria-live="assertive"
      aria-atomic="true"
      aria-busy={pending}
      data-verdict={verdict?.kind ?? 'idle'}
      sx={{
        position: 'relative',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        minHeight: { xs: 150, sm: 180 },
        display: 'flex',
        alignItems: 'center',
        bgcolor: tone ? `${tone}.main` : 'action.hover',
        color: tone ? `${tone}.contrastText` : 'text.primary',
        border: 1,
        borderColor: tone ? `${tone}.dark` : 'divider',
        transition: 'background-color 120ms',
      }}
    >
      <Stack direction="row" spacing={{ xs: 1.5, sm: 2.5 }} sx={{ alignItems: 'center', width: '100%' }}>
        <Box sx={{ fontSize: { xs: 56, sm: 80 }, lineHeight: 0, flexShrink: 0 }} aria-hidden>
          <Icon fontSize="inherit" />
        </Box>
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          {verdict ? (
            <>
              <Typography
                component="p"
                sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 800, lineHeight: 1.1 }}
              >
                <FormattedMessage id={`producerOps.verdict.${verdict.kind}`} />
              </Typography>
              <Detail verdict={verdict} />
              <Typography sx={{ fontFamily: 'monospace', opacity: 0.85, wordBreak: 'break-all' }}>
                {verdict.code}
              </Typography>
            </>
          ) : (
            <>
              <Typography component="p" sx={{ fontSize: { xs: '1.3rem', sm: '1.6rem' }, fontWeight: 700 }}>
                <FormattedMessage id="producerOps.verdict.idle" />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id="producerOps.verdict.idle.hint" />
              </Typography>
            </>
          )}
        </Stack>
      </Stack>
      {pending && (
        <CircularProgress
          size={24}
          color="inherit"
          sx={{ position: 'absolute', top: 12, right: 12 }}
          aria-hidden
        />
      )}
    </Box>
  );
}
