import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerOrder } from '@/api/contract/customer';
import { useIsPhone } from '@/hooks/useBreakpoint';
import NameCell from '../components/NameCell';
import { ORDER_STATUS_COLOR, useStoreFormat } from '../format';
import { orderPath } from '../paths';
import { StatusChip } from './common';

export const ORDERS_HIDDEN_ON_PHONE = ['customerName', 'placedAt', 'items', 'payment', 'status'] as const;

/** The columns of /apps/customer/order-list: the code opens the order. */
export function useOrderColumns() {
  const intl = useIntl();
  const format = useStoreFormat();
  const phone = useIsPhone();
  return useMemo<GridColDef<CustomerOrder>[]>(() => {
    const status = (row: CustomerOrder) => intl.formatMessage({ id: `customer.order.status.${row.status}` });
    return [
      {
        field: 'code',
        headerName: intl.formatMessage({ id: 'customer.field.order' }),
        flex: phone ? 1 : 0.8,
        minWidth: phone ? 170 : 130,
        renderCell: ({ row }) => (
          <NameCell
            name={
              <Link component={RouterLink} to={orderPath(row.id)} underline="hover">
                {row.code}
              </Link>
            }
            detail={phone ? `${status(row)} · ${row.customerName}` : format.date(row.placedAt)}
          />
        ),
      },
      {
        field: 'customerName',
        headerName: intl.formatMessage({ id: 'customer.field.customer' }),
        flex: 1.3,
        minWidth: 200,
      },
      {
        field: 'placedAt',
        headerName: intl.formatMessage({ id: 'customer.field.placedAt' }),
        width: 160,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'items',
        headerName: intl.formatMessage({ id: 'customer.field.items' }),
        type: 'number',
        width: 80,
        sortable: false,
      },
      {
        field: 'payment',
        headerName: intl.formatMessage({ id: 'customer.field.payment' }),
        width: 120,
        sortable: false,
        valueFormatter: (value: CustomerOrder['payment']) =>
          intl.formatMessage({ id: `customer.payment.${value}` }),
      },
      {
        field: 'total',
        headerName: intl.formatMessage({ id: 'customer.field.total' }),
        type: 'number',
        width: phone ? 110 : 130,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'customer.field.status' }),
        width: 130,
        renderCell: ({ row }) => <StatusChip label={status(row)} color={ORDER_STATUS_COLOR[row.status]} />,
      },
    ];
  }, [intl, format, phone]);
}
