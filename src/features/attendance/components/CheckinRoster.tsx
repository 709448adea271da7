import ClearOutlined from '@mui/icons-material/ClearOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AttendanceSession } from '@/api/contract/schoolDay';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/store/settingsSlice';
import { newClientId, sessionOverlay, unconfirmedMarks, type QueuedMark } from '../checkinQueue';
import type { CheckinSync } from '../checkinSync';
import { useSyncSnapshot } from '../hooks/useCheckinSync';
import { fold, nextStatus, statusForKey, statusLabelId, type MarkStatus } from '../status';
import { ROSTER_CLASS, SR_ONLY_CLASS } from '../styles';
import CheckinTotals, { type TotalCounts } from './CheckinTotals';
import RosterGridStyles from './RosterGridStyles';
import MarkDialog from './MarkDialog';
import { RosterRow, type RosterStudent } from './RosterRow';
import SyncIndicator, { SyncAlerts } from './SyncIndicator';

interface LocalMark {
  status: MarkStatus;
  note: string;
  at: string;
}
type Marks = Record<string, LocalMark>;

interface Focus {
  row: number;
  col: number;
}

/** The marks to start from: the server's, with this device's unconfirmed ones on top when newer. */
function initialMarks(session: AttendanceSession, overlay: Map<string, QueuedMark>): Marks {
  const marks: Marks = {};
  for (const entry of session.entries) {
    marks[entry.studentId] = { status: entry.status, note: entry.note, at: entry.at };
  }
  for (const [studentId, mark] of overlay) {
    const server = marks[studentId];
    if (!server || Date.parse(mark.at) >= Date.parse(server.at))
      marks[studentId] = { status: mark.status, note: mark.note, at: mark.at };
  }
  return marks;
}

/** Totals and where the marks are, kept in view while scrolling the roster. */
const RosterHeader = memo(function RosterHeader({
  counts,
  total,
  engine,
  stickyTop,
}: {
  counts: TotalCounts;
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
        <CheckinTotals counts={counts} total={total} />
        <SyncIndicator engine={engine} />
      </Stack>
    </Paper>
  );
});

/** Search and "all present": memoised, so a tap on a row never re-renders these inputs. */
const RosterToolbar = memo(function RosterToolbar({
  search,
  onSearch,
  canMarkAll,
  onMarkAll,
}: {
  search: string;
  onSearch: (value: string) => void;
  canMarkAll: boolean;
  onMarkAll: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        label={intl.formatMessage({ id: 'attendance.roster.search' })}
        sx={{ flex: 1, maxWidth: { sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" aria-hidden />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  onClick={() => onSearch('')}
                  aria-label={intl.formatMessage({ id: 'attendance.roster.clearSearch' })}
                >
                  <ClearOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
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

interface CheckinRosterProps {
  session: AttendanceSession;
  date: string;
  engine: CheckinSync;
}

/**
 * The roll call of one class session: one tap per student cycles the status, "all present" fills the
 * rest, the keyboard works like a spreadsheet. Marks show at once and go to the outbox; the server
 * hears about them a moment later (or when the connection returns).
 */
export default function CheckinRoster({ session, date, engine }: CheckinRosterProps) {
  const intl = useIntl();
  const courseClassId = session.courseClass.id;
  const { menuOrientation } = useAppSelector(selectSettings);
  const helpId = useId();
  const gridLabel = intl.formatMessage(
    { id: 'attendance.roster.gridLabel' },
    { title: session.courseClass.title },
  );
  const gridRef = useRef<HTMLDivElement>(null);

  const [marks, setMarks] = useState<Marks>(() =>
    initialMarks(session, sessionOverlay(engine.getSnapshot().queue, courseClassId, date)),
  );
  const marksRef = useRef(marks);
  const [replaced, setReplaced] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useState<Focus>({ row: 0, col: 0 });
  const moveFocusRef = useRef(false);
  const [announcement, setAnnouncement] = useState('');
  const [detailsFor, setDetailsFor] = useState<string | null>(null);

  const snapshot = useSyncSnapshot(engine);
  const pendingIds = useMemo(() => {
    const ids = new Set<string>();
    for (const m of unconfirmedMarks(snapshot.queue))
      if (m.courseClassId === courseClassId && m.date === date) ids.add(m.studentId);
    return ids;
  }, [snapshot.queue, courseClassId, date]);

  const students: RosterStudent[] = session.students;
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const visible = useMemo(() => {
    const query = fold(search.trim());
    return query ? students.filter((s) => fold(s.name).includes(query)) : students;
  }, [students, search]);

  const focusRow = Math.min(focus.row, Math.max(0, visible.length - 1));

  /** Applies marks on screen at once and hands them to the outbox. */
  const apply = useCallback(
    (changes: { studentId: string; status: MarkStatus; note: string }[]) => {
      if (changes.length === 0) return;
      const at = new Date().toISOString();
      const next = { ...marksRef.current };
      const queued: QueuedMark[] = [];
      for (const { studentId, status, note } of changes) {
        next[studentId] = { status, note, at };
        queued.push({ id: newClientId(), courseClassId, date, studentId, status, note, at });
      }
      marksRef.current = next;
      setMarks(next);
      setReplaced((prev) => {
        if (!changes.some((c) => c.studentId in prev)) return prev;
        const changed = new Set(changes.map((c) => c.studentId));
        return Object.fromEntries(Object.entries(prev).filter(([id]) => !changed.has(id)));
      });
      const [only] = changes;
      if (changes.length === 1 && only) {
        setAnnouncement(
          `${byId.get(only.studentId)?.name ?? ''}: ${intl.formatMessage({ id: statusLabelId(only.status) })}`,
        );
      }
      engine.enqueueMany(queued);
    },
    [byId, courseClassId, date, engine, intl],
  );

  const cycle = useCallback(
    (studentId: string) => {
      const current = marksRef.current[studentId];
      apply([{ studentId, status: nextStatus(current?.status ?? null), note: current?.note ?? '' }]);
    },
    [apply],
  );

  const setStatus = useCallback(
    (studentId: string, status: MarkStatus) => {
      const current = marksRef.current[studentId];
      if ((current?.status ?? null) === status) return;
      apply([{ studentId, status, note: current?.note ?? '' }]);
    },
    [apply],
  );

  const openDetails = useCallback((studentId: string) => setDetailsFor(studentId), []);

  const markAllPresent = useCallback(() => {
    const current = marksRef.current;
    const targets = students.filter((s) => (current[s.id]?.status ?? null) === null);
    apply(targets.map((s) => ({ studentId: s.id, status: 'present', note: current[s.id]?.note ?? '' })));
    const text = intl.formatMessage({ id: 'attendance.markAll.done' }, { count: targets.length });
    setAnnouncement(text);
    notify(text, 'success');
  }, [apply, students, intl]);

  // The server kept someone else's newer mark: show it, and say who made it.
  useEffect(
    () =>
      engine.onDelivered((response) => {
        const mine = response.conflicts.filter((c) => c.courseClassId === courseClassId && c.date === date);
        if (mine.length === 0) return;
        const next = { ...marksRef.current };
        const notes: Record<string, string> = {};
        for (const c of mine) {
          const local = next[c.studentId];
          if (local && Date.parse(local.at) > Date.parse(c.at)) continue;
          next[c.studentId] = { status: c.status, note: c.note, at: c.at };
          notes[c.studentId] = intl.formatMessage(
            { id: 'attendance.row.replaced' },
            { by: c.byName, time: intl.formatTime(c.at, { hour: '2-digit', minute: '2-digit' }) },
          );
        }
        marksRef.current = next;
        setMarks(next);
        setReplaced((prev) => ({ ...prev, ...notes }));
      }),
    [engine, courseClassId, date, intl],
  );

  // Keyboard moves put focus on the new tab stop once it has rendered.
  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-row="${focusRow}"][data-col="${focus.col}"]`)?.focus();
  }, [focusRow, focus.col]);

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    const student = visible[row];
    const moveTo = (nextRow: number, nextCol: number) => {
      event.preventDefault();
      moveFocusRef.current = true;
      setFocus({ row: Math.max(0, Math.min(visible.length - 1, nextRow)), col: nextCol });
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(row + 1, col);
        return;
      case 'ArrowUp':
        moveTo(row - 1, col);
        return;
      case 'ArrowRight':
        moveTo(row, 1);
        return;
      case 'ArrowLeft':
        moveTo(row, 0);
        return;
      case 'Home':
        moveTo(0, col);
        return;
      case 'End':
        moveTo(visible.length - 1, col);
        return;
      case 'PageDown':
        moveTo(row + 10, col);
        return;
      case 'PageUp':
        moveTo(row - 10, col);
        return;
      // Space and Enter are the buttons' own: they click, which cycles the status or opens the details.
      default: {
        if (event.shiftKey) return;
        const status = statusForKey(event.key);
        if (status === undefined || !student) return;
        event.preventDefault();
        setStatus(student.id, status);
        // A letter marks and moves on, so a teacher types P P A P… down the list.
        if (status !== null && row < visible.length - 1) moveTo(row + 1, col);
      }
    }
  };

  // The row that was clicked becomes the tab stop.
  const onGridClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (!target) return;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (row !== focusRow || col !== focus.col) setFocus({ row, col });
  };

  const counts = useMemo(() => {
    const c = { present: 0, absent: 0, late: 0, excused: 0, unmarked: 0 };
    for (const s of students) c[marks[s.id]?.status ?? 'unmarked'] += 1;
    return c;
  }, [students, marks]);

  const stickyTop = menuOrientation === 'horizontal' ? 122 : 72;
  const detailsStudent = detailsFor ? byId.get(detailsFor) : undefined;
  const detailsMark = detailsFor ? marks[detailsFor] : undefined;

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
      <RosterGridStyles />
      <RosterHeader counts={counts} total={students.length} engine={engine} stickyTop={stickyTop} />
      <SyncAlerts engine={engine} />
      <RosterToolbar
        search={search}
        onSearch={setSearch}
        canMarkAll={counts.unmarked > 0}
        onMarkAll={markAllPresent}
      />

      {visible.length === 0 ? (
        <EmptyState
          titleId="attendance.roster.noMatch"
          values={{ search }}
          action={
            <Button onClick={() => setSearch('')}>
              <FormattedMessage id="common.clearFilters" />
            </Button>
          }
        />
      ) : (
        <div
          ref={gridRef}
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
          {visible.map((student, index) => {
            const mark = marks[student.id];
            return (
              <RosterRow
                key={student.id}
                index={index}
                student={student}
                status={mark?.status ?? null}
                note={mark?.note ?? ''}
                focusCol={index === focusRow ? focus.col : -1}
                pending={pendingIds.has(student.id)}
                replacedBy={replaced[student.id] ?? null}
                onCycle={cycle}
                onDetails={openDetails}
              />
            );
          })}
        </div>
      )}

      <KeyboardHelp id={helpId} />
      <span aria-live="polite" role="status" className={SR_ONLY_CLASS}>
        {announcement}
      </span>

      {detailsStudent && (
        <MarkDialog
          key={detailsStudent.id}
          student={detailsStudent}
          status={detailsMark?.status ?? null}
          note={detailsMark?.note ?? ''}
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
