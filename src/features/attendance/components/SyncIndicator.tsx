import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { memo, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckinSync } from '../checkinSync';
import { useSyncSnapshot } from '../hooks/useCheckinSync';

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

/**
 * Where the marks are: "tudo salvo", "n pendentes", "sincronizando…", or offline with the promise that
 * they are kept on this device and go out when the connection returns.
 */
function SyncIndicator({ engine }: { engine: CheckinSync }) {
  const intl = useIntl();
  const { status, pending, nextRetryAt } = useSyncSnapshot(engine);
  const seconds = useSecondsUntil(status === 'retrying' ? nextRetryAt : null);

  let chip;
  if (status === 'saved')
    chip = (
      <Chip
        color="success"
        variant="outlined"
        icon={<CloudDoneOutlined />}
        label={intl.formatMessage({ id: 'attendance.sync.saved' })}
      />
    );
  else if (status === 'sending')
    chip = (
      <Chip
        color="primary"
        variant="outlined"
        icon={<CloudSyncOutlined />}
        label={intl.formatMessage({ id: 'attendance.sync.sending' }, { count: pending })}
      />
    );
  else if (status === 'offline')
    chip = (
      <Chip
        color="warning"
        icon={<CloudOffOutlined />}
        label={intl.formatMessage({ id: 'attendance.sync.offline' }, { count: pending })}
      />
    );
  else
    chip = (
      <Chip
        color={status === 'retrying' ? 'warning' : 'default'}
        variant="outlined"
        icon={<CloudUploadOutlined />}
        label={intl.formatMessage({ id: 'attendance.sync.pending' }, { count: pending })}
      />
    );

  return (
    <Stack
      direction="row"
      spacing={1}
      role="status"
      aria-live="polite"
      data-testid="sync-status"
      data-sync={status}
      sx={{ alignItems: 'center', justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap', gap: 1 }}
    >
      {chip}
      {status === 'retrying' && seconds != null && (
        <Button size="small" onClick={() => engine.flushNow()}>
          <FormattedMessage id="attendance.sync.retryNow" values={{ seconds }} />
        </Button>
      )}
    </Stack>
  );
}

/**
 * What the chip cannot say in two words: offline, the marks are safe on this device; refused marks
 * with a way to dismiss them. Outside the sticky bar, so it never covers the roster on a phone.
 */
function SyncAlertsView({ engine }: { engine: CheckinSync }) {
  const { status, queue } = useSyncSnapshot(engine);
  if (status !== 'offline' && queue.refused.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1.5 }}>
      {status === 'offline' && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          <FormattedMessage id="attendance.sync.offlineHint" />
        </Alert>
      )}
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
