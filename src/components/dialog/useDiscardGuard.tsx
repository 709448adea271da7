import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';

/**
 * Closing a form with unsaved changes asks first. `requestClose` is what Cancel, Escape and a click
 * outside call; `prompt` is the question, to render next to the form.
 */
export function useDiscardGuard(
  onClose: () => void,
  { dirty, busy }: { dirty: boolean; busy: boolean },
): { requestClose: () => void; prompt: ReactNode } {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const prompt = (
    <ConfirmDialog
      open={asking}
      title={<FormattedMessage id="common.unsaved.title" />}
      confirmLabel={<FormattedMessage id="common.unsaved.leave" />}
      destructive
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      onClose={() => setAsking(false)}
    >
      <FormattedMessage id="common.unsaved.body" />
    </ConfirmDialog>
  );
  return { requestClose, prompt };
}
