import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { useLeavePageWarning } from '@/hooks/useLeavePageWarning';

/**
 * Guards a form with unsaved changes: leaving for another page asks first, closing or reloading the
 * tab triggers the browser's own warning. Render it anywhere inside the form's page.
 */
export default function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useLeavePageWarning(when);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={<FormattedMessage id="common.unsaved.title" />}
      confirmLabel={<FormattedMessage id="common.unsaved.leave" />}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      <FormattedMessage id="common.unsaved.body" />
    </ConfirmDialog>
  );
}
