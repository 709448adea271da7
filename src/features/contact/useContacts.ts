import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod/mini';
import type { Contact, ContactInput, contactFieldsSchema } from '@/api/contract/contact';
import type { ApiErrorShape } from '@/api/errors';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { contactDeleted, contactSaved, contactsLoaded, selectContact } from './contactSlice';

/** What the add and edit form hands over, checked. */
export type ContactFields = z.output<typeof contactFieldsSchema>;

export type SaveResult = { ok: true; contact: Contact } | { ok: false; error: ApiErrorShape };

/** The contacts of a page: loaded when the page opens (fresh from the server each time), and saved one by one. */
export function useContacts() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const state = useAppSelector(selectContact);

  const reload = useCallback(() => {
    void dispatch(contactsLoaded());
  }, [dispatch]);
  useEffect(reload, [reload]);

  /** Saves one contact; the caller says what went wrong (a form keeps what was typed). */
  const save = useCallback(
    async (contact: ContactInput): Promise<SaveResult> => {
      const result = await dispatch(contactSaved(contact));
      if (contactSaved.fulfilled.match(result)) return { ok: true, contact: result.payload.contact };
      return {
        ok: false,
        error: result.payload ?? {
          kind: 'malformed',
          status: null,
          message: '',
          fromServer: false,
          fieldErrors: {},
        },
      };
    },
    [dispatch],
  );

  /** Stars or unstars a contact; a refusal says so and the star stays as the server has it. */
  const toggleFavourite = useCallback(
    async (contact: Contact) => {
      const result = await save({ ...contact, favourite: !contact.favourite });
      if (!result.ok) notify(intl.formatMessage({ id: 'errors.contact.favourite' }), 'warning');
    },
    [save, intl],
  );

  /** Deletes a contact; says whether it went (a refusal is said here). */
  const remove = useCallback(
    async (contact: Contact): Promise<boolean> => {
      const result = await dispatch(contactDeleted(contact.id));
      if (contactDeleted.fulfilled.match(result)) {
        notify(intl.formatMessage({ id: 'contact.deleted' }, { name: contact.name }), 'success');
        return true;
      }
      notify(intl.formatMessage({ id: 'errors.contact.delete' }), 'warning');
      return false;
    },
    [dispatch, intl],
  );

  return { ...state, reload, save, toggleFavourite, remove };
}
