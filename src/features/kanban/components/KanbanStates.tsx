import type { ReactNode } from 'react';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';
import ErrorState from '@/components/states/ErrorState';
import type { KanbanState } from '../kanbanSlice';

const SKELETON = [0, 1, 2, 3].map(() => ({ size: { xs: 12, sm: 6, md: 3 }, heights: [40, 96, 96, 96] }));

/**
 * What a Kanban page shows before its board: the skeleton while the first load runs, the error with a
 * retry when it failed (never an empty page). A page that has data keeps showing it while it refreshes.
 */
export default function KanbanStates({
  kanban,
  onRetry,
  children,
}: {
  kanban: KanbanState;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (kanban.status === 'failed') {
    return (
      <ErrorState
        error={{ ...kanban.error, message: 'errors.kanban.load', fromServer: false }}
        onRetry={onRetry}
      />
    );
  }
  if (kanban.status !== 'ready') return <ColumnsSkeleton columns={SKELETON} spacing={2} />;
  return children;
}
