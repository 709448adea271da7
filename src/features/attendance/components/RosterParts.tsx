import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import SearchField from '@/components/list/SearchField';
import { useIsTouch } from '@/hooks/useIsTouch';
import type { CheckinSync } from '../checkinSync';
import { useStoreSelector, type RosterState, type Store } from '../rosterStore';
import type { MarkStatus } from '../status';
import { SR_ONLY_CLASS } from '../styles';
import CheckinTotals from './CheckinTotals';
import MarkDialog from './MarkDialog';
import type { RosterStudent } from './RosterRow';
import SyncIndicator from './SyncIndicator';

const selectCanMarkAll = (s: RosterState) => s.counts.unmarked > 0;
const selectText = (s: string) => s;

/** Totals and where the marks are, kept in view while scrolling the roster. */
export const RosterHeader = memo(function RosterHeader({
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
export const RosterToolbar = memo(function RosterToolbar({
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

/** How to take the roll: the keys on a computer, the taps on a touch screen. */
export const KeyboardHelp = memo(function KeyboardHelp({ id }: { id: string }) {
  const touch = useIsTouch();
  const Icon = touch ? TouchAppOutlined : KeyboardOutlined;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, color: 'text.secondary', alignItems: 'flex-start' }}>
      <Icon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography id={id} variant="body2">
        <FormattedMessage id={touch ? 'attendance.roster.touchHelp' : 'attendance.roster.keyboardHelp'} />
      </Typography>
    </Stack>
  );
});

/** What a screen reader hears after a tap ("Ana Lima: Presente"), without re-rendering the roster. */
export const LiveRegion = memo(function LiveRegion({ text }: { text: Store<string> }) {
  const value = useStoreSelector(text, selectText);
  return (
    <span aria-live="polite" role="status" className={SR_ONLY_CLASS}>
      {value}
    </span>
  );
});

/** The details dialog of the student being edited, fed from the store when it opens. */
export function DetailsDialog({
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
