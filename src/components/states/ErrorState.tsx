import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface ErrorStateProps {
  /** What RTK Query or a call gave back; its words are chosen by `apiErrorText` (server msg first). */
  error: unknown;
  onRetry?: () => void;
  /** A retry is on its way: the button waits for it instead of starting another. */
  retrying?: boolean;
  titleId?: string;
}

/** A failed load never leaves a blank page: what went wrong, in words, and a retry. */
export default function ErrorState({
  error,
  onRetry,
  retrying = false,
  titleId = 'states.error.title',
}: ErrorStateProps) {
  const intl = useIntl();
  const offline = isApiError(error) && error.kind === 'network';
  const message = apiErrorText(intl, error);
  return (
    <Alert
      severity="error"
      variant="outlined"
      icon={offline ? <CloudOffOutlined /> : undefined}
      action={
        onRetry ? (
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshOutlined />}
            onClick={onRetry}
            disabled={retrying}
            aria-busy={retrying || undefined}
          >
            <FormattedMessage id="common.retry" />
          </Button>
        ) : undefined
      }
      sx={{ my: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle>
        <FormattedMessage id={titleId} />
      </AlertTitle>
      {message}
    </Alert>
  );
}
