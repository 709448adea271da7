import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { KanbanBoard } from '@/api/contract/kanban';
import { notify } from '@/components/feedback/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import type { Proposal } from './board';
import { applyChange, kanbanChanged, kanbanLoaded, selectKanban } from './kanbanSlice';

export interface ChangeOptions {
  /** A form keeps what was typed on failure: the message says so instead of "back as it was". */
  keep?: boolean;
  /** The caller says it itself (a dialog shows the error above its fields). */
  silent?: boolean;
}

/**
 * The Kanban state of a page: loads the board when the page opens, and sends changes built from the
 * board as it is at that moment (not as the last render saw it). A refused change says so, neutrally.
 */
export function useKanban() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const kanban = useAppSelector(selectKanban);

  const reload = useCallback(() => {
    void dispatch(kanbanLoaded());
  }, [dispatch]);
  useEffect(reload, [reload]);

  const change = useCallback(
    async (build: (board: KanbanBoard) => Proposal | null, options: ChangeOptions = {}): Promise<boolean> => {
      const result = await dispatch((innerDispatch, getState) => {
        const proposal = build(selectKanban(getState()));
        return proposal ? innerDispatch(applyChange(proposal)) : null;
      });
      if (result && kanbanChanged.rejected.match(result)) {
        if (!options.silent)
          notify(
            intl.formatMessage({ id: options.keep ? 'errors.kanban.keep' : 'errors.kanban.change' }),
            'warning',
          );
        return false;
      }
      return true;
    },
    [dispatch, intl],
  );

  return { kanban, reload, change };
}

/** Who writes a comment: the signed-in member of the team, else the school's secretary (the first profile). */
export function useCommentAuthor(): string | null {
  const user = useAppSelector(selectUser);
  const profiles = useAppSelector((state) => selectKanban(state).profiles);
  const own = profiles.find((p) => p.id === String(user?.id ?? ''));
  return (own ?? profiles[0])?.id ?? null;
}
