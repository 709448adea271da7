import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import ScrollableTable from '@/components/table/ScrollableTable';
import { useIsPhone } from '@/hooks/useBreakpoint';
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

/**
 * An order's or an invoice's lines: what, how many, at what price, and the line's amount. A phone keeps
 * two columns (what, and the amount) and says how many at what price under the name, so the amount is
 * on screen without scrolling the table sideways.
 */
export default function LinesTable({ label, rows }: { label: string; rows: readonly LineRow[] }) {
  const format = useStoreFormat();
  const phone = useIsPhone();
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
          {!phone && amount('customer.field.quantity')}
          {!phone && amount('customer.field.unitPrice')}
          {amount('customer.field.lineTotal')}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell sx={{ minWidth: phone ? 0 : 150 }}>
              <Typography variant="body2" sx={{ fontWeight: row.detail ? 600 : 400 }}>
                {row.name}
              </Typography>
              {row.detail && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {row.detail}
                </Typography>
              )}
              {phone && (
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  <FormattedMessage
                    id="customer.line.perUnit"
                    values={{ quantity: format.count(row.quantity), price: format.money(row.unitPrice) }}
                  />
                </Typography>
              )}
            </TableCell>
            {!phone && <TableCell align="right">{format.count(row.quantity)}</TableCell>}
            {!phone && <TableCell align="right">{format.money(row.unitPrice)}</TableCell>}
            <TableCell align="right">{format.money(row.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollableTable>
  );
}
