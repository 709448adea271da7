import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import ScrollableTable from '@/components/table/ScrollableTable';
import type { DemoEventRow } from '../data/demoEvents';
import { alignOf, EVENT_COLUMNS, type EventColumnKey } from '../data/eventColumns';
import { EventCells } from '../tables/EventCells';
import EventsDemoPage from '../components/EventsDemoPage';

const COLUMNS: readonly EventColumnKey[] = ['title', 'category', 'date', 'place', 'price', 'sold'];
type Order = 'asc' | 'desc';

function sortRows(rows: readonly DemoEventRow[], by: EventColumnKey, order: Order): DemoEventRow[] {
  const value = EVENT_COLUMNS[by].sortValue;
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}

function EnhancedTable({ rows }: { rows: readonly DemoEventRow[] }) {
  const intl = useIntl();
  const [by, setBy] = useState<EventColumnKey>('date');
  const [order, setOrder] = useState<Order>('asc');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const sorted = useMemo(() => sortRows(rows, by, order), [rows, by, order]);
  const shown = sorted.slice(page * perPage, page * perPage + perPage);
  const all = selected.size === rows.length;

  const sortBy = (key: EventColumnKey) => {
    setOrder(by === key && order === 'asc' ? 'desc' : 'asc');
    setBy(key);
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper variant="outlined">
      <Toolbar sx={{ px: 2, bgcolor: selected.size > 0 ? 'action.selected' : undefined }}>
        <Typography
          role="status"
          sx={{ flex: 1 }}
          variant={selected.size > 0 ? 'subtitle1' : 'h4'}
          component="p"
        >
          {selected.size > 0 ? (
            <FormattedMessage id="demo.tables.enhanced.selected" values={{ count: selected.size }} />
          ) : (
            <FormattedMessage id="demo.tables.enhanced.label" />
          )}
        </Typography>
      </Toolbar>
      <ScrollableTable label={intl.formatMessage({ id: 'demo.tables.enhanced.label' })} size="medium">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={selected.size > 0 && !all}
                onChange={() => setSelected(all ? new Set() : new Set(rows.map((r) => r.id)))}
                slotProps={{
                  input: { 'aria-label': intl.formatMessage({ id: 'demo.tables.enhanced.selectAll' }) },
                }}
              />
            </TableCell>
            {COLUMNS.map((key) => (
              <TableCell
                key={key}
                align={alignOf(key)}
                sortDirection={by === key ? order : false}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={by === key}
                  direction={by === key ? order : 'asc'}
                  onClick={() => sortBy(key)}
                >
                  <FormattedMessage id={EVENT_COLUMNS[key].labelId} />
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => {
            const isSelected = selected.has(row.id);
            return (
              <TableRow key={row.id} hover selected={isSelected}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isSelected}
                    onChange={() => toggle(row.id)}
                    slotProps={{
                      input: {
                        'aria-label': intl.formatMessage(
                          { id: 'demo.tables.enhanced.select' },
                          { title: row.title },
                        ),
                      },
                    }}
                  />
                </TableCell>
                <EventCells row={row} columns={COLUMNS} />
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollableTable>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[5, 10, 25]}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={intl.formatMessage({ id: 'demo.tables.perPage' })}
        labelDisplayedRows={({ from, to, count }) =>
          intl.formatMessage({ id: 'demo.tables.displayed' }, { from, to, count })
        }
        getItemAriaLabel={(type) => intl.formatMessage({ id: `demo.tables.page.${type}` })}
      />
    </Paper>
  );
}

/** /tables/enhanced: events sorted by any column, picked one by one or all at once, page by page. */
export default function TableEnhancedPage() {
  return (
    <EventsDemoPage titleId="demo.tables.enhanced.title" subtitleId="demo.tables.enhanced.subtitle">
      {(rows) => <EnhancedTable rows={rows} />}
    </EventsDemoPage>
  );
}
