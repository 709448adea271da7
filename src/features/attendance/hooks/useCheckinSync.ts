import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { attendanceApi } from '@/api/endpoints/attendance';
import { isApiError } from '@/api/errors';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { localQueueStorage } from '../checkinQueue';
import { CheckinSync, type Sender } from '../checkinSync';
import { statusLabelId } from '../status';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/**
 * The check-in outbox of the signed-in school user, sending while the page that uses it is open (the
 * check-in page and the dashboard). Conflicts the server reports are said in a snackbar.
 */
export function useCheckinSync(): CheckinSync {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const userId = String(useAppSelector(selectUser)?.id ?? 'anonymous');
  const [engine] = useState(() => {
    const send: Sender = async (body) => {
      const result = await dispatch(attendanceApi.endpoints.sendCheckin.initiate(body, { track: false }));
      if ('data' in result && result.data) return { kind: 'delivered', response: result.data };
      const error = 'error' in result ? result.error : null;
      const message = apiErrorText(intl, error, intl.formatMessage({ id: 'attendance.sync.failed' }));
      const kind = isApiError(error) ? error.kind : 'network';
      // A refusal about the marks themselves would fail again; anything else is worth another try.
      if (kind === 'validation' || kind === 'forbidden' || kind === 'notFound' || kind === 'rejected')
        return { kind: 'refused', message };
      return { kind: 'retry', offline: kind === 'network', message };
    };
    return new CheckinSync({ storage: localQueueStorage(userId), send });
  });

  useEffect(() => {
    engine.start();
    const off = engine.onDelivered((response) => {
      const [first] = response.conflicts;
      if (!first) return;
      const message =
        response.conflicts.length === 1
          ? intl.formatMessage(
              { id: 'attendance.conflict.one' },
              {
                name: first.studentName,
                by: first.byName,
                status: intl.formatMessage({ id: statusLabelId(first.status) }),
                time: intl.formatTime(first.at, { hour: '2-digit', minute: '2-digit' }),
              },
            )
          : intl.formatMessage({ id: 'attendance.conflict.many' }, { count: response.conflicts.length });
      notify(message, 'warning');
    });
    return () => {
      off();
      engine.stop();
    };
  }, [engine, intl]);

  return engine;
}

/** The engine's state, re-rendering only the component that reads it. */
export function useSyncSnapshot(engine: CheckinSync) {
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}
