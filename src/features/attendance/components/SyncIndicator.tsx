import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { memo, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLeavePageWarning } from '@/hooks/useLeavePageWarning';
import type { CheckinSync } from '../checkinSync';
import { useSyncSnapshot } from '../hooks/useCheckinSync';
import { SYNC_CHIP_CLASS } from '../styles';

/** Seconds left until `at`, ticking once a second while there is something to count. */
function useSecondsUntil(at: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at == null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return at == null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

// Created once: a status change swaps which element shows, and none of them re-renders.
const ICONS = {
  saved: <CloudDoneOutlined aria-hidden />,
  sending: <CloudSyncOutlined aria-hidden />,
  offline: <CloudOffOutlined aria-hidden />,
  waiting: <CloudUploadOutlined aria-hidden />,
  retrying: <CloudUploadOutlined aria-hidden />,
} as const;

const TONES = {
  saved: { tone: 'success', filled: false },
  sending: { tone: 'primary', filled: false },
  offline: { tone: 'warning', filled: true },
  waiting: { tone: 'default', filled: false },
  retrying: { tone: 'warning', filled: false },
} as const;

/**
 * Where the marks are: "tudo salvo", "n pendentes", "sincronizando…", or offline with the promise that
 * they are kept on this device and go out when the connection returns. Plain markup styled by
 * AttendanceStyles: it renders on every tap.
 */
function SyncIndicator({ engine }: { engine: CheckinSync }) {
  const intl = useIntl();
  const { status, pending, nextRetryAt } = useSyncSnapshot(engine);
  const seconds = useSecondsUntil(status === 'retrying' ? nextRetryAt : null);
  const labelId =
    status === 'saved'
      ? 'attendance.sync.saved'
      : status === 'sending'
        ? 'attendance.sync.sending'
        : status === 'offline'
          ? 'attendance.sync.offline'
          : 'attendance.sync.pending';
  const { tone, filled } = TONES[status];

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="sync-status"
      data-sync={status}
      style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}
    >
      <span className={SYNC_CHIP_CLASS} data-tone={tone} data-filled={filled}>
        {ICONS[status]}
        {intl.formatMessage({ id: labelId }, { count: pending })}
      </span>
      {status === 'retrying' && seconds != null && (
        <Button size="small" onClick={() => engine.flushNow()}>
          <FormattedMessage id="attendance.sync.retryNow" values={{ seconds }} />
        </Button>
      )}
    </div>
  );
}

/**
 * Offline with marks the server has not heard about: how many, that they are safe on this device,
 * and not to reload. The page itself cannot come back without a connection (the app keeps no offline
 * copy of itself), so while this shows, closing or reloading the tab asks first.
 */
function OfflineBanner({ pending }: { pending: number }) {
  const titleId = useId();
  useLeavePageWarning(true);
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      aria-live="polite"
      aria-labelledby={titleId}
      icon={<CloudOffOutlined />}
    >
      <AlertTitle id={titleId}>
        <FormattedMessage id="attendance.sync.offlineTitle" values={{ count: pending }} />
      </AlertTitle>
      <FormattedMessage id="attendance.sync.offlineHint" />
    </Alert>
  );
}

/**
 * What the chip cannot say in two words: offline, the marks are safe on this device and the page must
 * not be reloaded; refused marks with a way to dismiss them. Outside the sticky bar, so it never covers
 * the roster on a phone.
 */
function SyncAlertsView({ engine }: { engine: CheckinSync }) {
  const { status, pending, queue } = useSyncSnapshot(engine);
  if (status !== 'offline' && queue.refused.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {status === 'offline' && <OfflineBanner pending={pending} />}
      {queue.refused.length > 0 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => engine.dismissRefused()}>
              <FormattedMessage id="attendance.sync.dismiss" />
            </Button>
          }
        >
          <FormattedMessage id="attendance.sync.refused" values={{ count: queue.refused.length }} />
        </Alert>
      )}
    </Stack>
  );
}

export const SyncAlerts = memo(SyncAlertsView);

export default memo(SyncIndicator);
