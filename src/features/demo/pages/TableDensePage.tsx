import EventsDemoPage from '../components/EventsDemoPage';
import EventTable from '../tables/EventTable';

/** /tables/dense: more columns in less room (small rows), for a quick scan of many events. */
export default function TableDensePage() {
  return (
    <EventsDemoPage titleId="demo.tables.dense.title" subtitleId="demo.tables.dense.subtitle">
      {(rows) => (
        <EventTable
          rows={rows}
          columns={['title', 'date', 'place', 'price', 'capacity', 'sold', 'owner']}
          labelId="demo.tables.dense.label"
          size="small"
        />
      )}
    </EventsDemoPage>
  );
}
