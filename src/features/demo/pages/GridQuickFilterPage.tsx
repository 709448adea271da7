import EventsDemoPage from '../components/EventsDemoPage';
import EventsGrid from '../grid/EventsGrid';
import { useEventGridColumns } from '../grid/eventGridColumns';

/** /data-grid/quick-filter: one search box over every column of the events grid. */
export default function GridQuickFilterPage() {
  const columns = useEventGridColumns();
  return (
    <EventsDemoPage titleId="demo.grid.quick.title" subtitleId="demo.grid.quick.subtitle">
      {(rows) => (
        <EventsGrid
          labelId="demo.grid.quick.label"
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{ toolbar: { showQuickFilter: true, quickFilterProps: { debounceMs: 250 } } }}
        />
      )}
    </EventsDemoPage>
  );
}
