import Table, { type TableProps } from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

interface ScrollableTableProps {
  /** The table's name, also the name of the region that scrolls it. */
  label: string;
  size?: TableProps['size'];
  /** Keeps the header row in view while the rows scroll (give the box a `maxHeight`). */
  stickyHeader?: boolean;
  /** The tallest the box grows before its rows scroll, in px. */
  maxHeight?: number;
  children: ReactNode;
}

/**
 * A table that scrolls sideways inside its box when a phone is narrower than its columns. The box is a
 * named region that takes keyboard focus, so a keyboard user can scroll it too (a table of figures has
 * nothing else to focus).
 */
export default function ScrollableTable({
  label,
  size = 'small',
  stickyHeader,
  maxHeight,
  children,
}: ScrollableTableProps) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={maxHeight ? { maxHeight } : undefined}>
      <Table size={size} aria-label={label} stickyHeader={stickyHeader}>
        {children}
      </Table>
    </TableContainer>
  );
}
