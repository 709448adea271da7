import TableCell from '@mui/material/TableCell';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DemoEventRow } from '../data/demoEvents';
import { alignOf, EVENT_COLUMNS, type EventColumnKey } from '../data/eventColumns';

/** The header cells of the columns asked for. */
export function EventHeadCells({ columns }: { columns: readonly EventColumnKey[] }) {
  return columns.map((key) => (
    <TableCell key={key} align={alignOf(key)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      <FormattedMessage id={EVENT_COLUMNS[key].labelId} />
    </TableCell>
  ));
}

/** One event's cells; the first column heads the row (its title, which may wrap). */
export function EventCells({ row, columns }: { row: DemoEventRow; columns: readonly EventColumnKey[] }) {
  const intl = useIntl();
  return columns.map((key, index) => (
    <TableCell
      key={key}
      component={index === 0 ? 'th' : 'td'}
      scope={index === 0 ? 'row' : undefined}
      align={alignOf(key)}
      sx={index === 0 ? { minWidth: 180 } : { whiteSpace: 'nowrap' }}
    >
      {EVENT_COLUMNS[key].text(row, intl)}
    </TableCell>
  ));
}
