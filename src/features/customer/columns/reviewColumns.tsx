import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ProductReview } from '@/api/contract/customer';
import { useIsPhone } from '@/hooks/useBreakpoint';
import NameCell from '../components/NameCell';
import { REVIEW_STATUS_COLOR, useStoreFormat } from '../format';
import { Stars, StatusChip } from './common';

export const REVIEWS_HIDDEN_ON_PHONE = ['author', 'review', 'createdAt', 'status'] as const;

/** The columns of /apps/customer/product-review. */
export function useReviewColumns() {
  const intl = useIntl();
  const format = useStoreFormat();
  const phone = useIsPhone();
  return useMemo<GridColDef<ProductReview>[]>(
    () => [
      {
        field: 'productName',
        headerName: intl.formatMessage({ id: 'customer.field.product' }),
        flex: 1.2,
        minWidth: phone ? 170 : 220,
        renderCell: ({ row }) => (
          <NameCell
            name={row.productName}
            detail={phone ? `${row.title} · ${row.author}` : format.date(row.createdAt)}
          />
        ),
      },
      {
        field: 'author',
        headerName: intl.formatMessage({ id: 'customer.field.author' }),
        flex: 0.8,
        minWidth: 160,
      },
      {
        field: 'rating',
        headerName: intl.formatMessage({ id: 'customer.field.rating' }),
        width: 130,
        renderCell: ({ row }) => <Stars value={row.rating} intl={intl} />,
      },
      {
        field: 'review',
        headerName: intl.formatMessage({ id: 'customer.field.review' }),
        flex: 1.6,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => <NameCell name={row.title} detail={row.comment} />,
      },
      {
        field: 'createdAt',
        headerName: intl.formatMessage({ id: 'customer.field.date' }),
        width: 120,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'customer.field.status' }),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <StatusChip
            label={intl.formatMessage({ id: `customer.review.status.${row.status}` })}
            color={REVIEW_STATUS_COLOR[row.status]}
          />
        ),
      },
    ],
    [intl, format, phone],
  );
}
