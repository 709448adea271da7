import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import { useUpdateStudentMutation } from '@/api/endpoints/students';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import { apiErrorText } from '@/components/feedback/apiErrorText';

/**
 * Deactivating a student (never deleting: the history stays) after a confirmation that says what
 * happens, and reactivating in one tap. Render `dialog` once in the page.
 */
export function useStudentStatus() {
  const intl = useIntl();
  const [update, { isLoading }] = useUpdateStudentMutation();
  const [target, setTarget] = useState<Pick<Student, 'id' | 'name'> | null>(null);

  const setStatus = useCallback(
    async (student: Pick<Student, 'id' | 'name'>, status: Student['status']) => {
      try {
        await update({ id: student.id, body: { status } }).unwrap();
        notify(
          intl.formatMessage(
            { id: status === 'inactive' ? 'students.status.deactivated' : 'students.status.reactivated' },
            { name: student.name },
          ),
          'success',
        );
        return true;
      } catch (error) {
        notify(apiErrorText(intl, error, intl.formatMessage({ id: 'students.form.failed' })), 'error');
        return false;
      }
    },
    [intl, update],
  );
  // Stable, so a grid's columns built with them are not rebuilt on every render.
  const requestDeactivate = useCallback((student: Pick<Student, 'id' | 'name'>) => setTarget(student), []);
  const reactivate = useCallback(
    (student: Pick<Student, 'id' | 'name'>) => void setStatus(student, 'active'),
    [setStatus],
  );

  const dialog = (
    <ConfirmDialog
      open={target != null}
      title={intl.formatMessage({ id: 'students.deactivate.title' }, { name: target?.name ?? '' })}
      confirmLabel={intl.formatMessage({ id: 'students.deactivate.confirm' })}
      destructive
      busy={isLoading}
      onConfirm={() => {
        if (!target) return;
        void setStatus(target, 'inactive').then((done) => done && setTarget(null));
      }}
      onClose={() => setTarget(null)}
    >
      <FormattedMessage id="students.deactivate.body" />
    </ConfirmDialog>
  );

  return {
    dialog,
    busy: isLoading,
    requestDeactivate,
    reactivate,
  };
}
