import { FormattedMessage } from 'react-intl';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';

interface ConfirmDeleteDialogProps {
  /** What is about to be deleted; the dialog is open while there is one. */
  target: { name: string } | null;
  /** Message ids of the title and the body, both given the target's `{name}`. */
  titleId: string;
  bodyId: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting a named thing, with a red "Excluir". */
export default function ConfirmDeleteDialog({
  target,
  titleId,
  bodyId,
  busy,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const values = { name: target?.name ?? '' };
  return (
    <ConfirmDialog
      open={target != null}
      title={<FormattedMessage id={titleId} values={values} />}
      confirmLabel={<FormattedMessage id="common.delete" />}
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <FormattedMessage id={bodyId} values={values} />
    </ConfirmDialog>
  );
}
