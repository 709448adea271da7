import Alert from '@mui/material/Alert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ApiErrorShape } from '@/api/errors';
import ErrorState from '@/components/states/ErrorState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectRestoreFailure,
  selectSessionExpired,
  sessionRestored,
  type RestoreFailure,
} from '@/store/sessionSlice';

const FAILURE_MESSAGE_IDS: Record<RestoreFailure, string> = {
  network: 'auth.session.unreachable.network',
  timeout: 'auth.session.unreachable.timeout',
  server: 'auth.session.unreachable.server',
};

/**
 * Checks the stored session again, on demand and each time the browser comes back online; one check at a
 * time. On success the guest guard takes the user back to where they were going.
 */
function useRestoreRetry(failed: boolean) {
  const dispatch = useAppDispatch();
  const [retrying, setRetrying] = useState(false);
  const running = useRef(false);

  const retry = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRetrying(true);
    try {
      await dispatch(sessionRestored());
    } finally {
      running.current = false;
      setRetrying(false);
    }
  }, [dispatch]);

  useEffect(() => {
    if (!failed) return;
    const onOnline = () => void retry();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed, retry]);

  return { retry, retrying };
}

/**
 * Why a visitor who was signed in now sees the login page, when it was not their choice: the stored
 * session could not be checked (with a retry; the token is still kept), or the server ended it.
 */
export default function SessionNotice() {
  const failure = useAppSelector(selectRestoreFailure);
  const expired = useAppSelector(selectSessionExpired);
  const { retry, retrying } = useRestoreRetry(failure != null);

  if (failure) {
    const error: ApiErrorShape = {
      kind: failure,
      status: null,
      message: FAILURE_MESSAGE_IDS[failure],
      fromServer: false,
      fieldErrors: {},
    };
    return (
      <ErrorState
        error={error}
        titleId="auth.session.unreachable.title"
        onRetry={() => void retry()}
        retrying={retrying}
      />
    );
  }
  if (expired) {
    return (
      <Alert severity="warning" variant="outlined">
        <FormattedMessage id="auth.session.expired" />
      </Alert>
    );
  }
  return null;
}
