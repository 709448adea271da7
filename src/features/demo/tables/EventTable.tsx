import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TableProps } from '@mui/material/Table';
import { useIntl } from 'react-intl';
import ScrollableTable from '@/components/table/ScrollableTable';
import type { DemoEventRow } from '../data/demoEvents';
import type { EventColumnKey } from '../data/eventColumns';
import { EventCells, EventHeadCells } from './EventCells';

interface EventTableProps {
  rows: readonly DemoEventRow[];
  columns: readonly EventColumnKey[];
  labelId: string;
  size?: TableProps['size'];
  stickyHeader?: boolean;
  maxHeight?: number;
}

/** A plain table of events: one row per event, the columns asked for, the title as each row's header. */
export default function EventTable({
  rows,
  columns,
  labelId,
  size,
  stickyHeader,
  maxHeight,
}: EventTableProps) {
  const intl = useIntl();
  return (
    <Paper variant="outlined">
      <ScrollableTable
        label={intl.formatMessage({ id: labelId })}
        size={size}
        stickyHeader={stickyHeader}
        maxHeight={maxHeight}
      >
        <TableHead>
          <TableRow>
            <EventHeadCells columns={columns} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <EventCells row={row} columns={columns} />
            </TableRow>
          ))}
        </TableBody>
      </ScrollableTable>
    </Paper>
  );
}
