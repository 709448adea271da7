import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AttendanceSession } from '@/api/contract/attendance';
import { notify } from '@/components/feedback/notify';
import SearchField from '@/components/list/SearchField';
import EmptyState from '@/components/states/EmptyState';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { newClientId, sessionOverlay, type QueuedMark } from '../checkinQueue';
import type { CheckinSync } from '../checkinSync';
import {
  countMarks,
  createStore,
  useStoreSelector,
  withMarks,
  type LocalMark,
  type RosterState,
  type Store,
} from '../rosterStore';
import { fold, nextStatus, statusForKey, statusLabelId, type MarkStatus } from '../status';
import { ROSTER_CLASS, SR_ONLY_CLASS } from '../styles';
import CheckinTotals from './CheckinTotals';
import MarkDialog from './MarkDialog';
import { RosterRow, type Focus, type RosterStudent } from './RosterRow';
import SyncIndicator, { SyncAlerts } from './SyncIndicator';

/** The marks to start from: the server's, with this device's unconfirmed ones on top when newer. */
function initialState(
  session: AttendanceSession,
  overlay: Map<string, QueuedMark>,
  studentIds: readonly string[],
): RosterState {
  const marks: Record<string, LocalMark> = {};
  for (const entry of session.entries) {
    marks[entry.studentId] = { status: entry.status, note: entry.note, at: entry.at };
  }
  for (const [studentId, mark] of overlay) {
    const server = marks[studentId];
    if (!server || Date.parse(mark.at) >= Date.parse(server.at))
      marks[studentId] = { status: mark.status, note: mark.note, at: mark.at };
  }
  return { marks, replaced: {}, counts: countMarks(studentIds, marks) };
}

const selectCanMarkAll = (s: RosterState) => s.counts.unmarked > 0;
const selectText = (s: string) => s;

/** Totals and where the marks are, kept in view while scrolling the roster. */
const RosterHeader = memo(function RosterHeader({
  roster,
  total,
  engine,
  stickyTop,
}: {
  roster: Store<RosterState>;
  total: number;
  engine: CheckinSync;
  stickyTop: number;
}) {
  return (
    <Paper
      elevation={0}
      sx={{
        position: 'sticky',
        top: { xs: 64, md: stickyTop },
        zIndex: 2,
        py: 1,
        mb: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        borderRadius: 0,
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <CheckinTotals roster={roster} total={total} />
        <SyncIndicator engine={engine} />
      </Stack>
    </Paper>
  );
});

/** Search and "all present": a tap on a row never re-renders these inputs. */
const RosterToolbar = memo(function RosterToolbar({
  search,
  onSearch,
  roster,
  onMarkAll,
}: {
  search: string;
  onSearch: (value: string) => void;
  roster: Store<RosterState>;
  onMarkAll: () => void;
}) {
  const intl = useIntl();
  const canMarkAll = useStoreSelector(roster, selectCanMarkAll);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
      <SearchField
        value={search}
        onChange={onSearch}
        label={intl.formatMessage({ id: 'attendance.roster.search' })}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
      />
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="contained"
        startIcon={<DoneAllOutlined />}
        onClick={onMarkAll}
        disabled={!canMarkAll}
        sx={{ minHeight: 44 }}
      >
        <FormattedMessage id="attendance.markAll" />
      </Button>
    </Stack>
  );
});

const KeyboardHelp = memo(function KeyboardHelp({ id }: { id: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, color: 'text.secondary', alignItems: 'flex-start' }}>
      <KeyboardOutlined fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography id={id} variant="body2">
        <FormattedMessage id="attendance.roster.keyboardHelp" />
      </Typography>
    </Stack>
  );
});

/** What a screen reader hears after a tap ("Ana Lima: Presente"), without re-rendering the roster. */
const LiveRegion = memo(function LiveRegion({ text }: { text: Store<string> }) {
  const value = useStoreSelector(text, selectText);
  return (
    <span aria-live="polite" role="status" className={SR_ONLY_CLASS}>
      {value}
    </span>
  );
});

/** The details dialog of the student being edited, fed from the store when it opens. */
function DetailsDialog({
  student,
  roster,
  onSave,
  onClose,
}: {
  student: RosterStudent;
  roster: Store<RosterState>;
  onSave: (status: MarkStatus, note: string) => void;
  onClose: () => void;
}) {
  const [mark] = useState(() => roster.get().marks[student.id]);
  return (
    <MarkDialog
      student={student}
      status={mark?.status ?? null}
      note={mark?.note ?? ''}
      onClose={onClose}
      onSave={onSave}
    />
  );
}

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
  const [grid, setGrid] = useState<HTMLDivElement | null>(null);

  const students: RosterStudent[] = session.students;
  const studentIds = useMemo(() => students.map((s) => s.id), [students]);
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const [roster] = useState(() =>
    createStore(
      initialState(session, sessionOverlay(engine.getSnapshot().queue, courseClassId, date), studentIds),
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

  // A new search result starts the tab stop at the top.
  useEffect(() => {
    if (focus.get().row >= visible.length) focus.set({ row: 0, col: 0 });
  }, [focus, visible.length]);

  const moveFocus = (row: number, col: number) => {
    const next = { row: Math.max(0, Math.min(visible.length - 1, row)), col };
    focus.set(next);
    // The buttons exist already; only their tabindex follows the store.
    grid?.querySelector<HTMLElement>(`[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    const student = visible[row];
    const moves: Record<string, [number, number]> = {
      ArrowDown: [row + 1, col],
      ArrowUp: [row - 1, col],
      ArrowRight: [row, 1],
      ArrowLeft: [row, 0],
      Home: [0, col],
      End: [visible.length - 1, col],
      PageDown: [row + 10, col],
      PageUp: [row - 10, col],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveFocus(move[0], move[1]);
      return;
    }
    // Space and Enter are the buttons' own: they click, which cycles the status or opens the details.
    if (event.shiftKey) return;
    const status = statusForKey(event.key);
    if (status === undefined || !student) return;
    event.preventDefault();
    setStatus(student.id, status);
    // A letter marks and moves on, so a teacher types P P A P… down the list.
    if (status !== null && row < visible.length - 1) moveFocus(row + 1, col);
  };

  // The row that was tapped becomes the tab stop (its own subscription re-renders, nothing else).
  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target) return;
    const next = { row: Number(target.dataset.row), col: Number(target.dataset.col) };
    const current = focus.get();
    if (next.row !== current.row || next.col !== current.col) focus.set(next);
  };

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
      <SyncAlerts engine={engine} />
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
