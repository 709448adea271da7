import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFilterShopProductsQuery } from '@/api/endpoints/shop';
import { useUrlParams } from '@/components/list/useUrlParams';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import ProductCard from '../components/ProductCard';
import ShopFilters from '../components/ShopFilters';
import ShopHeader from '../components/ShopHeader';
import { FILTER_PARAMS, filterFromParams, isFiltered } from '../filterUrl';

/** The shop's catalogue as cards, filtered on the server; the filter lives in the URL. */
export default function ShopProductsPage() {
  const intl = useIntl();
  const [params, setParams] = useUrlParams(FILTER_PARAMS);
  const filter = useMemo(() => filterFromParams(params), [params]);
  const query = useFilterShopProductsQuery(filter);

  const clear = () => setParams({ q: '', cat: '', min: '', max: '', rating: '', stock: '' });

  return (
    <>
      <ShopHeader titleId="shop.products.title" other="list" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <ShopFilters
            filter={filter}
            params={params}
            setParams={setParams}
            search={{ value: params.q, commit: (q) => setParams({ q }) }}
            onClear={isFiltered(filter) ? clear : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          {query.isError ? (
            <ErrorState
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : query.isLoading || !query.data ? (
            <CardGridSkeleton
              label={intl.formatMessage({ id: 'shop.loading' })}
              card={<Skeleton variant="rounded" height={320} />}
            />
          ) : query.data.length === 0 ? (
            <EmptyState
              titleId="shop.products.empty.title"
              bodyId="shop.products.empty.body"
              action={
                <Button variant="contained" onClick={clear}>
                  <FormattedMessage id="shop.filter.clear" />
                </Button>
              }
            />
          ) : (
            <>
              <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
                <FormattedMessage id="shop.products.count" values={{ count: query.data.length }} />
              </Typography>
              <Grid container spacing={2} aria-busy={query.isFetching || undefined}>
                {query.data.map((product) => (
                  <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <ProductCard product={product} />
                  </Grid>
                ))}
              </Grid>
            </>
          )}
        </Grid>
      </Grid>
    </>
  );
}
