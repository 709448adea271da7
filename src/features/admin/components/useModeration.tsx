import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModerationAction, ModerationBody } from '@/api/contract/admin';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import ModerationDialog, { type ReasonedAction } from './ModerationDialog';

interface Moderated {
  id: string;
  title: string;
}

/** An RTK Query moderation mutation (event or course). */
type Moderate = (args: { id: string; body: ModerationBody }) => { unwrap: () => Promise<{ msg: string }> };

interface ModerationOptions<Row extends Moderated> {
  moderate: Moderate;
  busy: boolean;
  /** Whose messages the dialog speaks: `admin.${area}.${action}.title|body|confirm`. */
  area: 'events' | 'courses';
  /** The values of the dialog's consequences text for a row (title, owner, counts...). */
  describe: (row: Row) => Record<string, string | number>;
}

const asksFirst = (action: ModerationAction): action is ReasonedAction =>
  action === 'cancel' || action === 'unpublish';

/**
 * Moderation of a grid's rows: featuring runs at once; unpublishing and cancelling ask first, with a
 * reason, in a dialog that also shows the server's refusal. Returns the menu's handler and the dialog.
 */
export function useModeration<Row extends Moderated>({
  moderate,
  busy,
  area,
  describe,
}: ModerationOptions<Row>) {
  const intl = useIntl();
  const [asking, setAsking] = useState<{ row: Row; action: ReasonedAction } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const run = useCallback(
    async (row: Row, action: ModerationAction, reason: string | null) => {
      try {
        const { msg } = await moderate({ id: row.id, body: { action, reason } }).unwrap();
        notify(msg || intl.formatMessage({ id: 'admin.moderation.done' }), 'success');
        setAsking(null);
      } catch (caught) {
        const message = apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.moderation.failed' }));
        if (asksFirst(action)) setDialogError(message);
        else notify(message, 'error');
      }
    },
    [moderate, intl],
  );

  const onAction = useCallback(
    (row: Row, action: ModerationAction) => {
      setDialogError(null);
      if (asksFirst(action)) setAsking({ row, action });
      else void run(row, action, null);
    },
    [run],
  );

  const values = asking ? { ...describe(asking.row), b: (text: ReactNode[]) => <strong>{text}</strong> } : {};
  const dialog = (
    <ModerationDialog
      action={asking?.action ?? null}
      title={
        asking && (
          <FormattedMessage
            id={`admin.${area}.${asking.action}.title`}
            values={{ title: asking.row.title }}
          />
        )
      }
      consequences={asking && <FormattedMessage id={`admin.${area}.${asking.action}.body`} values={values} />}
      confirmLabel={asking && <FormattedMessage id={`admin.${area}.${asking.action}.confirm`} />}
      busy={busy}
      serverError={dialogError}
      onConfirm={(reason) => {
        if (asking) void run(asking.row, asking.action, reason || null);
      }}
      onClose={() => setAsking(null)}
    />
  );
  return { onAction, dialog };
}
