import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AttendanceSession } from '@/api/contract/attendance';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { newClientId, sessionOverlay, type QueuedMark } from '../checkinQueue';
import type { CheckinSync } from '../checkinSync';
import { useRosterGrid } from '../hooks/useRosterGrid';
import { createStore, initialRosterState, withMarks, type LocalMark } from '../rosterStore';
import { fold, nextStatus, statusLabelId, type MarkStatus } from '../status';
import { ROSTER_CLASS } from '../styles';
import { RosterRow, type Focus, type RosterStudent } from './RosterRow';
import { DetailsDialog, KeyboardHelp, LiveRegion, RosterHeader, RosterToolbar } from './RosterParts';

interface CheckinRosterProps {
  session: AttendanceSession;
  date: string;
  engine: CheckinSync;
}

/**
 * The roll call of one class session: one tap per student cycles the status, "all present" fills the
 * rest, the keyboard works like a spreadsheet. Marks show at once and go to the outbox; the server
 * hears about them a moment later (or when the connection returns). The marks live in small stores
 * each row subscribes to, so a tap renders one row and the totals, never the list.
 */
function CheckinRoster({ session, date, engine }: CheckinRosterProps) {
  const intl = useIntl();
  const courseClassId = session.courseClass.id;
  const { menuOrientation } = useAppSelector(selectSettings);
  const helpId = useId();
  const gridLabel = intl.formatMessage(
    { id: 'attendance.roster.gridLabel' },
    { title: session.courseClass.title },
  );

  const students: RosterStudent[] = session.students;
  const studentIds = useMemo(() => students.map((s) => s.id), [students]);
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const [roster] = useState(() =>
    createStore(
      initialRosterState(
        session,
        sessionOverlay(engine.getSnapshot().queue, courseClassId, date),
        studentIds,
      ),
    ),
  );
  const [focus] = useState(() => createStore<Focus>({ row: 0, col: 0 }));
  const [announcement] = useState(() => createStore(''));
  const [search, setSearch] = useState('');
  const [detailsFor, setDetailsFor] = useState<string | null>(null);

  const visible = useMemo(() => {
    const query = fold(search.trim());
    return query ? students.filter((s) => fold(s.name).includes(query)) : students;
  }, [students, search]);

  const onSearch = useCallback(
    (value: string) => {
      setSearch(value);
      focus.set({ row: 0, col: 0 });
    },
    [focus],
  );

  /** Applies marks on screen at once and hands them to the outbox. */
  const apply = useCallback(
    (changes: { studentId: string; status: MarkStatus; note: string }[]) => {
      if (changes.length === 0) return;
      const at = new Date().toISOString();
      const queued: QueuedMark[] = changes.map(({ studentId, status, note }) => ({
        id: newClientId(),
        courseClassId,
        date,
        studentId,
        status,
        note,
        at,
      }));
      roster.set(
        withMarks(
          roster.get(),
          studentIds,
          changes.map((c) => [c.studentId, { status: c.status, note: c.note, at }] as const),
        ),
      );
      const [only] = changes;
      if (changes.length === 1 && only) {
        announcement.set(
          `${byId.get(only.studentId)?.name ?? ''}: ${intl.formatMessage({ id: statusLabelId(only.status) })}`,
        );
      }
      engine.enqueueMany(queued);
    },
    [announcement, byId, courseClassId, date, engine, intl, roster, studentIds],
  );

  const cycle = useCallback(
    (studentId: string) => {
      const current = roster.get().marks[studentId];
      apply([{ studentId, status: nextStatus(current?.status ?? null), note: current?.note ?? '' }]);
    },
    [apply, roster],
  );

  const setStatus = useCallback(
    (studentId: string, status: MarkStatus) => {
      const current = roster.get().marks[studentId];
      if ((current?.status ?? null) === status) return;
      apply([{ studentId, status, note: current?.note ?? '' }]);
    },
    [apply, roster],
  );

  const openDetails = useCallback((studentId: string) => setDetailsFor(studentId), []);

  const markAllPresent = useCallback(() => {
    const { marks } = roster.get();
    const targets = students.filter((s) => (marks[s.id]?.status ?? null) === null);
    apply(targets.map((s) => ({ studentId: s.id, status: 'present', note: marks[s.id]?.note ?? '' })));
    const text = intl.formatMessage({ id: 'attendance.markAll.done' }, { count: targets.length });
    announcement.set(text);
    notify(text, 'success');
  }, [announcement, apply, intl, roster, students]);

  // The server kept someone else's newer mark: show it, and say who made it.
  useEffect(
    () =>
      engine.onDelivered((response) => {
        const mine = response.conflicts.filter((c) => c.courseClassId === courseClassId && c.date === date);
        if (mine.length === 0) return;
        const state = roster.get();
        const changes: (readonly [string, LocalMark])[] = [];
        const notes: Record<string, string> = {};
        for (const c of mine) {
          const local = state.marks[c.studentId];
          if (local && Date.parse(local.at) > Date.parse(c.at)) continue;
          changes.push([c.studentId, { status: c.status, note: c.note, at: c.at }]);
          notes[c.studentId] = intl.formatMessage(
            { id: 'attendance.row.replaced' },
            { by: c.byName, time: intl.formatTime(c.at, { hour: '2-digit', minute: '2-digit' }) },
          );
        }
        roster.set(withMarks(state, studentIds, changes, notes));
      }),
    [engine, courseClassId, date, intl, roster, studentIds],
  );

  const { setGrid, onGridKeyDown, onGridClick } = useRosterGrid({ focus, visible, setStatus });

  const stickyTop = menuOrientation === 'horizontal' ? 122 : 72;
  const detailsStudent = detailsFor ? byId.get(detailsFor) : undefined;

  if (students.length === 0) {
    return (
      <EmptyState
        icon={GroupOutlined}
        titleId="attendance.roster.empty.title"
        bodyId="attendance.roster.empty.body"
        action={
          <Button
            component={RouterLink}
            to={`/empresa/cursos/${session.courseClass.courseId}`}
            variant="outlined"
          >
            <FormattedMessage id="attendance.roster.empty.cta" />
          </Button>
        }
      />
    );
  }

  return (
    <Box>
      <RosterHeader roster={roster} total={students.length} engine={engine} stickyTop={stickyTop} />
      <RosterToolbar search={search} onSearch={onSearch} roster={roster} onMarkAll={markAllPresent} />

      {visible.length === 0 ? (
        <EmptyState
          titleId="attendance.roster.noMatch"
          values={{ search }}
          action={
            <Button onClick={() => onSearch('')}>
              <FormattedMessage id="common.clearFilters" />
            </Button>
          }
        />
      ) : (
        <div
          ref={setGrid}
          role="grid"
          tabIndex={-1}
          className={ROSTER_CLASS}
          aria-label={gridLabel}
          aria-describedby={helpId}
          aria-rowcount={visible.length}
          aria-colcount={2}
          onKeyDown={onGridKeyDown}
          onClick={onGridClick}
        >
          {visible.map((student, index) => (
            <RosterRow
              key={student.id}
              index={index}
              student={student}
              courseClassId={courseClassId}
              date={date}
              roster={roster}
              focus={focus}
              engine={engine}
              onCycle={cycle}
              onDetails={openDetails}
            />
          ))}
        </div>
      )}

      <KeyboardHelp id={helpId} />
      <LiveRegion text={announcement} />

      {detailsStudent && (
        <DetailsDialog
          key={detailsStudent.id}
          student={detailsStudent}
          roster={roster}
          onClose={() => setDetailsFor(null)}
          onSave={(status, note) => {
            apply([{ studentId: detailsStudent.id, status, note }]);
            setDetailsFor(null);
          }}
        />
      )}
    </Box>
  );
}

/** Memoised: a refetch of the day's class list (after each batch) does not re-render the roster. */
export default memo(CheckinRoster);
