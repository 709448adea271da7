import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHOP_CATEGORIES, SHOP_SORTS, type ShopCategory } from '@/api/contract/shop';
import { useFilterShopProductsQuery } from '@/api/endpoints/shop';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { useUrlParams } from '@/components/list/useUrlParams';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import ProductCard from '../components/ProductCard';
import ShopHeader from '../components/ShopHeader';
import { FILTER_PARAMS, filterFromParams, isFiltered } from '../filterUrl';

const RATINGS = [0, 3, 4] as const;

/** The shop's catalogue as cards, filtered on the server; the filter lives in the URL. */
export default function ShopProductsPage() {
  const intl = useIntl();
  const [params, setParams] = useUrlParams(FILTER_PARAMS);
  const filter = useMemo(() => filterFromParams(params), [params]);
  const [search, setSearch] = useDebouncedText(params.q, (q) => setParams({ q }));
  const query = useFilterShopProductsQuery(filter);

  const toggleCategory = (category: ShopCategory, on: boolean) => {
    const next = on ? [...filter.categories, category] : filter.categories.filter((c) => c !== category);
    setParams({ cat: next.join(',') });
  };
  const clear = () => setParams({ q: '', cat: '', min: '', max: '', rating: '', stock: '' });

  return (
    <>
      <ShopHeader titleId="shop.products.title" other="list" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={intl.formatMessage({ id: 'shop.filter.title' })}
            sx={{ p: 2 }}
          >
            <Stack spacing={2}>
              <SearchField
                value={search}
                onChange={setSearch}
                label={intl.formatMessage({ id: 'shop.filter.search' })}
                fullWidth
              />
              <FormGroup>
                <FormLabel component="legend">
                  <FormattedMessage id="shop.filter.category" />
                </FormLabel>
                {SHOP_CATEGORIES.map((category) => (
                  <FormControlLabel
                    key={category}
                    control={
                      <Checkbox
                        checked={filter.categories.includes(category)}
                        onChange={(_e, on) => toggleCategory(category, on)}
                      />
                    }
                    label={intl.formatMessage({ id: `shop.category.${category}` })}
                  />
                ))}
              </FormGroup>
              <Stack direction="row" spacing={1}>
                <TextField
                  size="small"
                  label={intl.formatMessage({ id: 'shop.filter.priceMin' })}
                  value={params.min}
                  onChange={(e) => setParams({ min: e.target.value.replace(/\D/g, '').slice(0, 5) })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
                <TextField
                  size="small"
                  label={intl.formatMessage({ id: 'shop.filter.priceMax' })}
                  value={params.max}
                  onChange={(e) => setParams({ max: e.target.value.replace(/\D/g, '').slice(0, 5) })}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Stack>
              <TextField
                select
                size="small"
                label={intl.formatMessage({ id: 'shop.filter.rating' })}
                value={String(filter.minRating)}
                onChange={(e) => setParams({ rating: e.target.value === '0' ? '' : e.target.value })}
              >
                {RATINGS.map((r) => (
                  <MenuItem key={r} value={String(r)}>
                    <FormattedMessage
                      id={r === 0 ? 'shop.filter.rating.any' : 'shop.filter.rating.min'}
                      values={{ rating: r }}
                    />
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Switch
                    checked={filter.inStock}
                    onChange={(_e, on) => setParams({ stock: on ? '1' : '' })}
                  />
                }
                label={intl.formatMessage({ id: 'shop.filter.inStock' })}
              />
              <TextField
                select
                size="small"
                label={intl.formatMessage({ id: 'shop.filter.sort' })}
                value={filter.sort}
                onChange={(e) => setParams({ sort: e.target.value === 'featured' ? '' : e.target.value })}
              >
                {SHOP_SORTS.map((s) => (
                  <MenuItem key={s} value={s}>
                    <FormattedMessage id={`shop.sort.${s}`} />
                  </MenuItem>
                ))}
              </TextField>
              {isFiltered(filter) && (
                <Button onClick={clear}>
                  <FormattedMessage id="shop.filter.clear" />
                </Button>
              )}
            </Stack>
          </Paper>
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
