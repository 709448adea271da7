import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlockUsersMutation } from '@/api/endpoints/admin';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import type { UndoOffer } from './UndoSnackbar';

const EMPTY_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The users ticked in the grid, blocked or unblocked at once, with an undo offer afterwards. */
export function useBulkBlock() {
  const intl = useIntl();
  const [blockUsers, blocking] = useBlockUsersMutation();
  const [selection, setSelection] = useState<GridRowSelectionModel>(EMPTY_SELECTION);
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const selectedIds = [...selection.ids].map(String);
  const failed = (caught: unknown) =>
    notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.users.bulk.failed' })), 'error');

  const setBlocked = async (blocked: boolean) => {
    try {
      const { changed } = await blockUsers({ ids: selectedIds, blocked }).unwrap();
      setSelection(EMPTY_SELECTION);
      const message = intl.formatMessage(
        { id: blocked ? 'admin.users.bulk.blocked' : 'admin.users.bulk.unblocked' },
        { count: changed.length },
      );
      if (changed.length === 0) {
        notify(message, 'info');
        return;
      }
      // Undo puts back exactly the accounts this action changed (the others already were so).
      setUndo({
        key: Date.now(),
        message,
        onUndo: () => {
          blockUsers({ ids: changed, blocked: !blocked })
            .unwrap()
            .then(
              () =>
                notify(
                  intl.formatMessage({ id: 'admin.users.bulk.undone' }, { count: changed.length }),
                  'success',
                ),
              failed,
            );
        },
      });
    } catch (caught) {
      failed(caught);
    }
  };

  return {
    selection,
    setSelection,
    clearSelection: () => setSelection(EMPTY_SELECTION),
    selectedIds,
    setBlocked,
    busy: blocking.isLoading,
    undo,
    dismissUndo: () => setUndo(null),
  };
}
