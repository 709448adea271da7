import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import EventsDemoPage from '../components/EventsDemoPage';
import type { DemoEventRow } from '../data/demoEvents';
import EventsGrid from '../grid/EventsGrid';
import { useEventGridColumns } from '../grid/eventGridColumns';

/** Why an edited row cannot stay as it is, as a message id; null when it can. */
function editProblem(row: DemoEventRow): string | null {
  if (row.title.trim().length < 3) return 'demo.grid.edit.error.title';
  if (!Number.isInteger(row.capacity) || row.capacity < row.sold || row.capacity > 100_000)
    return 'demo.grid.edit.error.capacity';
  return null;
}

function EditableGrid({ rows }: { rows: readonly DemoEventRow[] }) {
  const intl = useIntl();
  const columns = useEventGridColumns({ editable: true });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" onClose={() => setSaved(null)}>
          {saved}
        </Alert>
      )}
      <EventsGrid
        labelId="demo.grid.edit.label"
        rows={rows}
        columns={columns}
        editMode="cell"
        processRowUpdate={(next: DemoEventRow) => {
          const problem = editProblem(next);
          if (problem) throw new Error(intl.formatMessage({ id: problem }, { sold: next.sold }));
          const row = { ...next, title: next.title.trim() };
          setError(null);
          setSaved(intl.formatMessage({ id: 'demo.grid.edit.saved' }, { title: row.title }));
          return row;
        }}
        onProcessRowUpdateError={(caught: unknown) => {
          setSaved(null);
          setError(caught instanceof Error ? caught.message : String(caught));
        }}
      />
    </Stack>
  );
}

/** /data-grid/inline-editing: an event's title and capacity edited in place (double-click or Enter), checked as they are kept. */
export default function GridInlineEditingPage() {
  return (
    <EventsDemoPage
      titleId="demo.grid.edit.title"
      subtitleId="demo.grid.edit.subtitle"
      noteId="demo.grid.edit.note"
    >
      {(rows) => <EditableGrid rows={rows} />}
    </EventsDemoPage>
  );
}
