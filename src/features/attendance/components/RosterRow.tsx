import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { initials, statusLabelId, type MarkStatus } from '../status';

export interface RosterStudent {
  id: string;
  name: string;
  grade: string;
  avatarUrl: string | null;
}

interface RosterRowProps {
  index: number;
  student: RosterStudent;
  status: MarkStatus;
  note: string;
  /** Which of the row's two controls holds the grid's tab stop (-1: none). */
  focusCol: number;
  /** Not yet confirmed by the server. */
  pending: boolean;
  /** Someone else's newer mark replaced this one: who and when. */
  replacedBy: string | null;
  onCycle: (studentId: string) => void;
  onDetails: (studentId: string) => void;
}

/**
 * One student of the roster. Plain elements styled by the grid's class rules: a tap changes one
 * attribute and one label here, and no other row renders (the props of the others do not change).
 */
export const RosterRow = memo(function RosterRow({
  index,
  student,
  status,
  note,
  focusCol,
  pending,
  replacedBy,
  onCycle,
  onDetails,
}: RosterRowProps) {
  const intl = useIntl();
  const statusText = intl.formatMessage({ id: statusLabelId(status) });
  return (
    <div role="row" aria-rowindex={index + 1} className="checkin-row" data-status={status ?? 'unmarked'}>
      <div role="gridcell" className="checkin-cell-main">
        <button
          type="button"
          className="checkin-toggle"
          data-row={index}
          data-col={0}
          data-student={student.id}
          data-status={status ?? 'unmarked'}
          tabIndex={focusCol === 0 ? 0 : -1}
          aria-keyshortcuts="Space P A L E"
          onClick={() => onCycle(student.id)}
        >
          <span className="checkin-avatar" aria-hidden="true">
            {student.avatarUrl ? (
              <img src={student.avatarUrl} alt="" loading="lazy" />
            ) : (
              initials(student.name)
            )}
          </span>
          <span className="checkin-name">
            <span className="checkin-name-text">{student.name}</span>
            {(note || replacedBy) && <span className="checkin-sub">{replacedBy ?? note}</span>}
          </span>
          {pending && (
            <span className="checkin-pending" title={intl.formatMessage({ id: 'attendance.row.pending' })}>
              <CloudUploadOutlined fontSize="inherit" aria-hidden />
              <span className="visually-hidden">{intl.formatMessage({ id: 'attendance.row.pending' })}</span>
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
          onClick={() => onDetails(student.id)}
        >
          <EditNoteOutlined fontSize="small" aria-hidden />
        </button>
      </div>
    </div>
  );
});
