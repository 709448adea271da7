import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import ScrollableTable from '@/components/table/ScrollableTable';

export interface FigureRow {
  key: string;
  label: ReactNode;
  value: number;
}

interface FiguresTableProps {
  /** The table's name. */
  labelId: string;
  /** Heading of the first column. */
  nameId: string;
  /** Heading of the count column. */
  valueId: string;
  rows: readonly FigureRow[];
}

/** Counts by kind with each one's share of the total, and the total in the last row. */
export default function FiguresTable({ labelId, nameId, valueId, rows }: FiguresTableProps) {
  const intl = useIntl();
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const share = (value: number) =>
    intl.formatNumber(total > 0 ? value / total : 0, { style: 'percent', maximumFractionDigits: 1 });
  const number = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <ScrollableTable label={intl.formatMessage({ id: labelId })}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{intl.formatMessage({ id: nameId })}</TableCell>
          <TableCell scope="col" sx={number}>
            {intl.formatMessage({ id: valueId })}
          </TableCell>
          <TableCell scope="col" sx={number}>
            {intl.formatMessage({ id: 'widget.table.share' })}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell sx={number}>{intl.formatNumber(row.value)}</TableCell>
            <TableCell sx={number}>{share(row.value)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {intl.formatMessage({ id: 'widget.table.total' })}
          </TableCell>
          <TableCell sx={{ ...number, fontWeight: 700 }}>{intl.formatNumber(total)}</TableCell>
          <TableCell sx={{ ...number, fontWeight: 700 }}>{share(total)}</TableCell>
        </TableRow>
      </TableBody>
    </ScrollableTable>
  );
}
