import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import { useListOrdersQuery } from '@/api/endpoints/finance';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import ScrollableTable from '@/components/table/ScrollableTable';
import { orderCode } from '@/utils/orderCode';
import { useFinanceAccess } from '../access';
import NotAvailable from './NotAvailable';
import WidgetCard from './WidgetCard';

const LATEST = { page: 1, pageSize: 5, sort: 'createdAt:desc' } as const;

/** The latest sales of the seller's events (all of them for admins); other roles read it is not theirs. */
export default function RecentSales() {
  const intl = useIntl();
  const { orders: allowed } = useFinanceAccess();
  const { data, error, isFetching, refetch } = useListOrdersQuery(LATEST, { skip: !allowed });
  const number = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

  let body;
  if (!allowed) body = <NotAvailable />;
  else if (error) body = <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!data) body = <Skeleton variant="rounded" height={220} />;
  else if (data.rows.length === 0)
    body = <EmptyState icon={ReceiptLongOutlined} titleId="widget.sales.empty" />;
  else
    body = (
      <ScrollableTable label={intl.formatMessage({ id: 'widget.sales.title' })}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{intl.formatMessage({ id: 'widget.sales.code' })}</TableCell>
            <TableCell scope="col">{intl.formatMessage({ id: 'widget.sales.event' })}</TableCell>
            <TableCell scope="col">{intl.formatMessage({ id: 'widget.sales.date' })}</TableCell>
            <TableCell scope="col" sx={number}>
              {intl.formatMessage({ id: 'widget.sales.total' })}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {orderCode(order.id)}
              </TableCell>
              <TableCell>{order.eventTitle}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {intl.formatDate(order.createdAt, { day: '2-digit', month: '2-digit', year: 'numeric' })}
              </TableCell>
              <TableCell sx={number}>
                {intl.formatNumber(order.total / 100, { style: 'currency', currency: 'BRL' })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollableTable>
    );

  return (
    <WidgetCard titleId="widget.sales.title" subtitleId="widget.sales.subtitle">
      {body}
    </WidgetCard>
  );
}
