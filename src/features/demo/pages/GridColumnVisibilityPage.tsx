import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useState } from 'react';
import EventsDemoPage from '../components/EventsDemoPage';
import EventsGrid from '../grid/EventsGrid';
import { useEventColumnGroups, useEventGridColumns } from '../grid/eventGridColumns';

/**
 * /data-grid/column-visibility: columns in groups (the event, when and where, tickets); the columns
 * panel of the toolbar shows and hides them, and the owner and capacity start hidden.
 */
export default function GridColumnVisibilityPage() {
  const columns = useEventGridColumns();
  const groups = useEventColumnGroups();
  const [visible, setVisible] = useState<GridColumnVisibilityModel>({ ownerName: false, capacity: false });
  return (
    <EventsDemoPage titleId="demo.grid.columns.title" subtitleId="demo.grid.columns.subtitle">
      {(rows) => (
        <EventsGrid
          labelId="demo.grid.columns.label"
          rows={rows}
          columns={columns}
          columnGroupingModel={groups}
          columnVisibilityModel={visible}
          onColumnVisibilityModelChange={setVisible}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: false } }}
        />
      )}
    </EventsDemoPage>
  );
}
