import EventsDemoPage from '../components/EventsDemoPage';
import EventTable from '../tables/EventTable';

/** /tables/basic: the public events in a plain table (title, category, date, place, price). */
export default function TableBasicPage() {
  return (
    <EventsDemoPage titleId="demo.tables.basic.title" subtitleId="demo.tables.basic.subtitle">
      {(rows) => (
        <EventTable
          rows={rows}
          columns={['title', 'category', 'date', 'place', 'price']}
          labelId="demo.tables.basic.label"
          size="medium"
        />
      )}
    </EventsDemoPage>
  );
}
