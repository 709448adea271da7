import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { memo, useCallback, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { unconfirmedMarks, type QueueState } from '../checkinQueue';
import type { CheckinSync } from '../checkinSync';
import { useStoreSelector, type RosterState, type Store } from '../rosterStore';
import { statusLabelId } from '../status';
import { initials } from '@/utils/initials';
import { storageUrl } from '@/api/storage';

export interface RosterStudent {
  id: string;
  name: string;
  grade: string;
  avatarUrl: string | null;
}

export interface Focus {
  row: number;
  col: number;
}

// Created once, so a row's re-render never re-renders its icons.
const PENDING_ICON = <CloudUploadOutlined fontSize="inherit" aria-hidden />;
const NOTE_ICON = <EditNoteOutlined fontSize="small" aria-hidden />;

// Students of a session with an unconfirmed mark, computed once per queue state for all rows.
const pendingCache = new WeakMap<QueueState, Map<string, Set<string>>>();
function pendingOf(queue: QueueState, courseClassId: string, date: string): Set<string> {
  let bySession = pendingCache.get(queue);
  if (!bySession) {
    bySession = new Map();
    pendingCache.set(queue, bySession);
  }
  const key = `${courseClassId}|${date}`;
  let ids = bySession.get(key);
  if (!ids) {
    ids = new Set();
    for (const m of unconfirmedMarks(queue))
      if (m.courseClassId === courseClassId && m.date === date) ids.add(m.studentId);
    bySession.set(key, ids);
  }
  return ids;
}

interface RosterRowProps {
  index: number;
  student: RosterStudent;
  courseClassId: string;
  date: string;
  roster: Store<RosterState>;
  focus: Store<Focus>;
  engine: CheckinSync;
  onCycle: (studentId: string) => void;
  onDetails: (studentId: string) => void;
}

/**
 * One student of the roster. It reads its own mark, tab stop and "waiting to be sent" flag from the
 * stores, so a tap renders this row only. Plain elements styled by the grid's class rules: a tap
 * changes one attribute and one label.
 */
export const RosterRow = memo(function RosterRow({
  index,
  student,
  courseClassId,
  date,
  roster,
  focus,
  engine,
  onCycle,
  onDetails,
}: RosterRowProps) {
  const intl = useIntl();
  const id = student.id;
  const mark = useStoreSelector(
    roster,
    useCallback((s: RosterState) => s.marks[id], [id]),
  );
  const replacedBy = useStoreSelector(
    roster,
    useCallback((s: RosterState) => s.replaced[id] ?? null, [id]),
  );
  const focusCol = useStoreSelector(
    focus,
    useCallback((f: Focus) => (f.row === index ? f.col : -1), [index]),
  );
  const readPending = () => pendingOf(engine.getSnapshot().queue, courseClassId, date).has(id);
  const pending = useSyncExternalStore(engine.subscribe, readPending, readPending);

  const status = mark?.status ?? null;
  const note = mark?.note ?? '';
  const statusText = intl.formatMessage({ id: statusLabelId(status) });
  const pendingText = intl.formatMessage({ id: 'attendance.row.pending' });
  const photo = storageUrl(student.avatarUrl);
  return (
    <div role="row" aria-rowindex={index + 1} className="checkin-row" data-status={status ?? 'unmarked'}>
      <div role="gridcell" className="checkin-cell-main">
        <button
          type="button"
          className="checkin-toggle"
          data-row={index}
          data-col={0}
          data-student={id}
          data-status={status ?? 'unmarked'}
          tabIndex={focusCol === 0 ? 0 : -1}
          aria-keyshortcuts="Space P A L E"
          onClick={() => onCycle(id)}
        >
          <span className="checkin-avatar" aria-hidden="true">
            {photo ? <img src={photo} alt="" loading="lazy" /> : initials(student.name)}
          </span>
          <span className="checkin-name">
            <span className="checkin-name-text">{student.name}</span>
            {(note || replacedBy) && <span className="checkin-sub">{replacedBy ?? note}</span>}
          </span>
          {pending && (
            <span className="checkin-pending" title={pendingText}>
              {PENDING_ICON}
              <span className="visually-hidden">{pendingText}</span>
            </span>
          )}
          <span className="checkin-status">{statusText}</span>
        </button>
      </div>
      <div role="gridcell" className="checkin-cell-note">
        <button
          type="button"
          className="checkin-note"
          data-row={index}
          data-col={1}
          data-has-note={note ? 'true' : 'false'}
          tabIndex={focusCol === 1 ? 0 : -1}
          aria-label={intl.formatMessage({ id: 'attendance.row.details' }, { name: student.name })}
          onClick={() => onDetails(id)}
        >
          {NOTE_ICON}
        </button>
      </div>
    </div>
  );
});
