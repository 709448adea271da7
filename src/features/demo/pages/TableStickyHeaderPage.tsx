import EventsDemoPage from '../components/EventsDemoPage';
import EventTable from '../tables/EventTable';

/** /tables/sticky-header: a long list in a box of its own height; the headings stay in view as it scrolls. */
export default function TableStickyHeaderPage() {
  return (
    <EventsDemoPage titleId="demo.tables.stickyHeader.title" subtitleId="demo.tables.stickyHeader.subtitle">
      {(rows) => (
        <EventTable
          rows={rows}
          columns={['title', 'category', 'date', 'place', 'price', 'sold']}
          labelId="demo.tables.stickyHeader.label"
          size="small"
          stickyHeader
          maxHeight={440}
        />
      )}
    </EventsDemoPage>
  );
}
