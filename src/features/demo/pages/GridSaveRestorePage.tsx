import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useGridApiRef, type GridInitialState } from '@mui/x-data-grid';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import EventsDemoPage from '../components/EventsDemoPage';
import type { DemoEventRow } from '../data/demoEvents';
import EventsGrid from '../grid/EventsGrid';
import { useEventGridColumns } from '../grid/eventGridColumns';
import { clearGridState, readGridState, saveGridState } from '../grid/gridStateStore';

type Notice = 'saved' | 'restored' | 'cleared' | 'nothing' | null;

function SaveRestoreGrid({ rows }: { rows: readonly DemoEventRow[] }) {
  const apiRef = useGridApiRef();
  const columns = useEventGridColumns();
  const [notice, setNotice] = useState<Notice>(null);
  const [hasSaved, setHasSaved] = useState(() => readGridState() !== null);
  // A state saved on an earlier visit is where the grid starts.
  const [initialState] = useState<GridInitialState | undefined>(() => readGridState() ?? undefined);

  const save = () => {
    saveGridState(apiRef.current?.exportState() ?? {});
    setHasSaved(true);
    setNotice('saved');
  };
  const restore = () => {
    const state = readGridState();
    if (state && apiRef.current) {
      apiRef.current.restoreState(state);
      setNotice('restored');
    } else setNotice('nothing');
  };
  const clear = () => {
    clearGridState();
    setHasSaved(false);
    setNotice('cleared');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<SaveOutlined />} onClick={save}>
          <FormattedMessage id="demo.grid.state.save" />
        </Button>
        <Button variant="outlined" startIcon={<RestoreOutlined />} onClick={restore} disabled={!hasSaved}>
          <FormattedMessage id="demo.grid.state.restore" />
        </Button>
        <Button onClick={clear} disabled={!hasSaved}>
          <FormattedMessage id="demo.grid.state.clear" />
        </Button>
      </Stack>
      <div role="status">
        {notice && (
          <Alert severity={notice === 'nothing' ? 'warning' : 'success'} onClose={() => setNotice(null)}>
            <FormattedMessage id={`demo.grid.state.${notice}`} />
          </Alert>
        )}
      </div>
      <EventsGrid
        apiRef={apiRef}
        labelId="demo.grid.state.label"
        rows={rows}
        columns={columns}
        initialState={{
          pagination: { paginationModel: { pageSize: 10, page: 0 } },
          ...initialState,
        }}
        showToolbar
      />
    </Stack>
  );
}

/** /data-grid/save-restore: the grid's sort, filters, columns and page kept in this browser and brought back. */
export default function GridSaveRestorePage() {
  return (
    <EventsDemoPage
      titleId="demo.grid.state.title"
      subtitleId="demo.grid.state.subtitle"
      noteId="demo.grid.state.note"
    >
      {(rows) => <SaveRestoreGrid rows={rows} />}
    </EventsDemoPage>
  );
}
