import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '@/api/contract/customer';
import { formatPhone } from '@/utils/br';
import { useIsPhone } from '@/hooks/useBreakpoint';
import NameCell from '../components/NameCell';
import { useStoreFormat } from '../format';
import { StatusChip } from './common';

export const CUSTOMERS_HIDDEN_ON_PHONE = ['kind', 'email', 'city', 'orders', 'lastOrderAt'] as const;

/** The columns of /apps/customer/customer-list. */
export function useCustomerColumns() {
  const intl = useIntl();
  const format = useStoreFormat();
  const phone = useIsPhone();
  return useMemo<GridColDef<Customer>[]>(() => {
    const kind = (row: Customer) => intl.formatMessage({ id: `customer.kind.${row.kind}` });
    return [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'customer.field.customer' }),
        flex: 1.4,
        minWidth: phone ? 170 : 220,
        renderCell: ({ row }) => (
          <NameCell
            name={row.name}
            detail={
              phone
                ? `${kind(row)} · ${row.city}/${row.state}`
                : intl.formatMessage({ id: 'customer.since' }, { date: format.date(row.createdAt) })
            }
          />
        ),
      },
      {
        field: 'kind',
        headerName: intl.formatMessage({ id: 'customer.field.kind' }),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <StatusChip label={kind(row)} color={row.kind === 'school' ? 'secondary' : 'primary'} />
        ),
      },
      {
        field: 'email',
        headerName: intl.formatMessage({ id: 'customer.field.contact' }),
        flex: 1.2,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <NameCell name={row.email} detail={formatPhone(row.phone)} />,
      },
      {
        field: 'city',
        headerName: intl.formatMessage({ id: 'customer.field.city' }),
        width: 160,
        sortable: false,
        valueGetter: (_value, row) => `${row.city}/${row.state}`,
      },
      {
        field: 'orders',
        headerName: intl.formatMessage({ id: 'customer.field.orders' }),
        type: 'number',
        width: 90,
      },
      {
        field: 'spent',
        headerName: intl.formatMessage({ id: 'customer.field.spent' }),
        type: 'number',
        width: phone ? 110 : 130,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'lastOrderAt',
        headerName: intl.formatMessage({ id: 'customer.field.lastOrder' }),
        width: 130,
        valueFormatter: (value: string | null) =>
          value ? format.date(value) : intl.formatMessage({ id: 'customer.none' }),
      },
    ];
  }, [intl, format, phone]);
}
