import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import ScrollableTable from '@/components/table/ScrollableTable';
import { useStoreFormat } from '../format';

export interface LineRow {
  key: string;
  name: string;
  /** A line under the name (a product's SKU). */
  detail?: string;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  /** Cents. */
  total: number;
}

/** An order's or an invoice's lines: what, how many, at what price, and the line's amount. */
export default function LinesTable({ label, rows }: { label: string; rows: readonly LineRow[] }) {
  const format = useStoreFormat();
  const amount = (id: string) => (
    <TableCell align="right">
      <FormattedMessage id={id} />
    </TableCell>
  );
  return (
    <ScrollableTable label={label}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="customer.invoice.description" />
          </TableCell>
          {amount('customer.field.quantity')}
          {amount('customer.field.unitPrice')}
          {amount('customer.field.lineTotal')}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell sx={{ minWidth: 150 }}>
              <Typography variant="body2" sx={{ fontWeight: row.detail ? 600 : 400 }}>
                {row.name}
              </Typography>
              {row.detail && (
                <Typography variant="caption" color="text.secondary">
                  {row.detail}
                </Typography>
              )}
            </TableCell>
            <TableCell align="right">{format.count(row.quantity)}</TableCell>
            <TableCell align="right">{format.money(row.unitPrice)}</TableCell>
            <TableCell align="right">{format.money(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}
