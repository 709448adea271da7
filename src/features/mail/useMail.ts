import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MailFilter, MailFolder } from '@/api/contract/mail';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  mailDeleted,
  mailMoved,
  mailsFiltered,
  mailsLoaded,
  mailToggled,
  selectMail,
  type MailToggle,
} from './mailSlice';

/**
 * The mailbox of the page: loads it when the page opens, and sends the marks and moves the user makes.
 * A refused change is put back and said so, neutrally.
 */
export function useMail() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const mail = useAppSelector(selectMail);

  const reload = useCallback(() => {
    void dispatch(mailsLoaded());
  }, [dispatch]);
  useEffect(reload, [reload]);

  const refused = useCallback((id: string) => notify(intl.formatMessage({ id }), 'warning'), [intl]);

  const toggle = useCallback(
    async (call: MailToggle, id: string) => {
      const result = await dispatch(mailToggled({ call, id }));
      if (mailToggled.rejected.match(result)) refused('errors.mail.change');
    },
    [dispatch, refused],
  );

  const move = useCallback(
    async (id: string, folder: MailFolder, doneId: string) => {
      const result = await dispatch(mailMoved({ id, folder }));
      if (mailMoved.rejected.match(result)) refused('errors.mail.change');
      else notify(intl.formatMessage({ id: doneId }), 'success');
      return mailMoved.fulfilled.match(result);
    },
    [dispatch, intl, refused],
  );

  const remove = useCallback(
    async (id: string) => {
      const result = await dispatch(mailDeleted(id));
      if (mailDeleted.rejected.match(result)) refused('errors.mail.change');
      else notify(intl.formatMessage({ id: 'mail.deleted' }), 'success');
      return mailDeleted.fulfilled.match(result);
    },
    [dispatch, intl, refused],
  );

  /** Asks one view again (quietly: the stored mailbox stays on screen if it fails). */
  const refresh = useCallback(
    (filter: MailFilter) => {
      void dispatch(mailsFiltered(filter));
    },
    [dispatch],
  );

  return { mail, reload, toggle, move, remove, refresh };
}
