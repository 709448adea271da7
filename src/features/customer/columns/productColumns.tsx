import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Product } from '@/api/contract/customer';
import { useIsPhone } from '@/hooks/useBreakpoint';
import NameCell from '../components/NameCell';
import { useStoreFormat } from '../format';
import { Stars, StatusChip } from './common';

export const PRODUCTS_HIDDEN_ON_PHONE = ['category', 'stock', 'sold', 'rating'] as const;

/** The columns of /apps/customer/product. */
export function useProductColumns() {
  const intl = useIntl();
  const format = useStoreFormat();
  const phone = useIsPhone();
  return useMemo<GridColDef<Product>[]>(() => {
    const stock = (row: Product) =>
      row.stock === 0
        ? intl.formatMessage({ id: 'customer.product.soldOut' })
        : intl.formatMessage({ id: 'customer.product.inStock' }, { count: row.stock });
    return [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'customer.field.product' }),
        flex: 1.6,
        minWidth: phone ? 180 : 240,
        renderCell: ({ row }) => (
          <NameCell name={row.name} detail={phone ? `${row.sku} · ${stock(row)}` : row.sku} />
        ),
      },
      {
        field: 'category',
        headerName: intl.formatMessage({ id: 'customer.field.category' }),
        width: 150,
        sortable: false,
        valueFormatter: (value: Product['category']) =>
          intl.formatMessage({ id: `customer.category.${value}` }),
      },
      {
        field: 'price',
        headerName: intl.formatMessage({ id: 'customer.field.price' }),
        type: 'number',
        width: phone ? 100 : 120,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'stock',
        headerName: intl.formatMessage({ id: 'customer.field.stock' }),
        width: 130,
        renderCell: ({ row }) =>
          row.stock === 0 ? <StatusChip label={stock(row)} color="error" /> : format.count(row.stock),
      },
      {
        field: 'sold',
        headerName: intl.formatMessage({ id: 'customer.field.sold' }),
        type: 'number',
        width: 100,
        valueFormatter: (value: number) => format.count(value),
      },
      {
        field: 'rating',
        headerName: intl.formatMessage({ id: 'customer.field.rating' }),
        width: 190,
        renderCell: ({ row }) =>
          row.reviews === 0 ? (
            intl.formatMessage({ id: 'customer.product.noReviews' })
          ) : (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Stars value={row.rating} intl={intl} />
              {intl.formatMessage({ id: 'customer.product.reviews' }, { count: row.reviews })}
            </span>
          ),
      },
    ];
  }, [intl, format, phone]);
}
