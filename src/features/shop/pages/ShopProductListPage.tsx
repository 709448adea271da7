import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useListShopProductsQuery } from '@/api/endpoints/shop';
import AppDataGrid from '@/components/grid/AppDataGrid';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { useDown } from '@/hooks/useBreakpoint';
import ShopHeader from '../components/ShopHeader';
import { SHOP_COLUMNS_HIDDEN_ON_PHONE, useShopProductColumns } from '../columns/shopProductColumns';

/** The catalogue as a data grid: sort and quick search over every product. */
export default function ShopProductListPage() {
  const intl = useIntl();
  const products = useListShopProductsQuery(undefined);
  const columns = useShopProductColumns();
  const phone = useDown('sm');
  const hidden = useMemo(
    () => Object.fromEntries(SHOP_COLUMNS_HIDDEN_ON_PHONE.map((field) => [field, !phone])),
    [phone],
  );
  return (
    <>
      <ShopHeader titleId="shop.list.title" other="grid" />
      {products.isError ? (
        <ErrorState
          error={products.error}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data?.length === 0 ? (
        <EmptyState titleId="shop.products.empty.title" />
      ) : (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
          <AppDataGrid
            aria-label={intl.formatMessage({ id: 'shop.list.title' })}
            rows={products.data ?? []}
            columns={columns}
            loading={products.isLoading}
            rowHeight={54}
            columnVisibilityModel={hidden}
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            showToolbar
            autoHeight
          />
        </Paper>
      )}
    </>
  );
}
