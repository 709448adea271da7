import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';

/**
 * Runs a change from a list (delete, hide, show) and says how it went: `done` on success, else the
 * server's reason or "could not save". It never throws, so the caller can close its dialog after it.
 */
export function useSaveNotice() {
  const intl = useIntl();
  return useCallback(
    async (change: () => Promise<unknown>, done: string) => {
      try {
        await change();
        notify(done, 'success');
      } catch (caught) {
        notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.saveFailed' })), 'error');
      }
    },
    [intl],
  );
}
