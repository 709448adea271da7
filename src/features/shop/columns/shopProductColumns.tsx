import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopProduct } from '@/api/contract/shop';
import ProductArt from '../components/ProductArt';
import { SHOP_PATHS } from '../paths';

/** Columns left out on a phone, so the grid fits 360 px without a sideways page scroll. */
export const SHOP_COLUMNS_HIDDEN_ON_PHONE = ['category', 'stock', 'rating'] as const;

/** The product list's columns (sorting and the quick filter run in the grid, on the whole catalogue). */
export function useShopProductColumns(): GridColDef<ShopProduct>[] {
  const intl = useIntl();
  return useMemo(() => {
    const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });
    return [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'shop.field.name' }),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Box sx={{ width: 36, flexShrink: 0 }}>
              <ProductArt motif={row.motif} hue={row.hues[0] ?? 0} />
            </Box>
            <Link component={RouterLink} to={SHOP_PATHS.details(row.id)} noWrap>
              {row.name}
            </Link>
          </Stack>
        ),
      },
      {
        field: 'category',
        headerName: intl.formatMessage({ id: 'shop.field.category' }),
        width: 160,
        valueGetter: (_value, row) => intl.formatMessage({ id: `shop.category.${row.category}` }),
      },
      {
        field: 'price',
        headerName: intl.formatMessage({ id: 'shop.field.price' }),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => money(value),
      },
      {
        field: 'stock',
        headerName: intl.formatMessage({ id: 'shop.field.stock' }),
        type: 'number',
        width: 100,
      },
      {
        field: 'rating',
        headerName: intl.formatMessage({ id: 'shop.field.rating' }),
        type: 'number',
        width: 150,
        renderCell: ({ row }) => (
          <Rating
            value={row.rating}
            precision={0.5}
            readOnly
            size="small"
            aria-label={intl.formatMessage(
              { id: 'shop.rating.label' },
              { rating: intl.formatNumber(row.rating) },
            )}
          />
        ),
      },
    ];
  }, [intl]);
}
