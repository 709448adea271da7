import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useApiErrorText } from '@/components/feedback/apiErrorText';
import type { RecordStatus } from '../hooks/useMatchRecording';

const LOOK = {
  sending: { icon: CloudUploadOutlined, id: 'arena.record.sending', color: 'text.secondary' },
  saved: { icon: CloudDoneOutlined, id: 'arena.record.saved', color: 'success.main' },
  queued: { icon: CloudOffOutlined, id: 'arena.record.queued', color: 'text.secondary' },
  failed: { icon: ErrorOutline, id: 'arena.record.failed', color: 'error.main' },
} as const;

/** A discreet line under the result: whether the match reached the server. */
export default function RecordStatusLine({
  status,
  error,
  onRetry,
}: {
  status: RecordStatus;
  error: unknown;
  onRetry: () => void;
}) {
  const errorText = useApiErrorText();
  const { icon: Icon, id, color } = LOOK[status];
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Icon fontSize="small" sx={{ color }} aria-hidden />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={id} />
        {status === 'failed' && ` ${errorText(error)}`}
      </Typography>
      {status === 'failed' && (
        <Button size="small" onClick={onRetry}>
          <FormattedMessage id="arena.record.retry" />
        </Button>
      )}
    </Stack>
  );
}
