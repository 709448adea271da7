import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ShopColor, ShopProduct } from '@/api/contract/shop';
import {
  useGetRelatedShopProductsQuery,
  useGetShopProductQuery,
  useGetShopReviewsQuery,
} from '@/api/endpoints/shop';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import Money from '../components/Money';
import ProductArt from '../components/ProductArt';
import ProductCard from '../components/ProductCard';
import QuantityField from '../components/QuantityField';
import RatingLine from '../components/RatingLine';
import ShopHeader from '../components/ShopHeader';
import { SHOP_PATHS } from '../paths';
import { useShopCart } from '../useShopCart';

/** One product: pictures, rating, stock, variants and quantity, add to cart, reviews and related products. */
export default function ShopProductDetailsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const product = useGetShopProductQuery(id);
  return (
    <>
      <ShopHeader titleId="shop.details.title" other="grid" />
      {product.isError ? (
        <ErrorState
          error={product.error}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      ) : !product.data ? (
        <Skeleton variant="rounded" height={360} aria-label={intl.formatMessage({ id: 'shop.loading' })} />
      ) : (
        <ProductView key={product.data.id} product={product.data} />
      )}
    </>
  );
}

function ProductView({ product }: { product: ShopProduct }) {
  const intl = useIntl();
  const { add, busy, cart } = useShopCart();
  const [view, setView] = useState(0);
  const [color, setColor] = useState<ShopColor | null>(product.colors[0] ?? null);
  const [size, setSize] = useState<string | null>(product.sizes[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const inCart = cart.products.filter((l) => l.productId === product.id).reduce((s, l) => s + l.quantity, 0);
  const left = Math.max(0, product.stock - inCart);

  const onAdd = async () => {
    setError(null);
    const result = await add({ id: product.id, quantity, color, size });
    if (result.ok) {
      notify(intl.formatMessage({ id: 'shop.details.added' }, { name: product.name, quantity }), 'success');
      setQuantity(1);
    } else setError(apiErrorText(intl, result.error));
  };

  const hue = product.hues[view] ?? product.hues[0] ?? 0;
  return (
    <Stack spacing={4}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ maxWidth: 420 }}>
            <ProductArt
              motif={product.motif}
              hue={hue}
              label={intl.formatMessage(
                { id: 'shop.details.picture' },
                { name: product.name, view: view + 1 },
              )}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              {product.hues.map((h, i) => (
                <Button
                  key={h}
                  onClick={() => setView(i)}
                  aria-pressed={view === i}
                  aria-label={intl.formatMessage({ id: 'shop.details.view' }, { view: i + 1 })}
                  sx={{
                    p: 0.5,
                    minWidth: 0,
                    width: 56,
                    border: 2,
                    borderColor: view === i ? 'primary.main' : 'transparent',
                  }}
                >
                  <ProductArt motif={product.motif} hue={h} />
                </Button>
              ))}
            </Stack>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Typography variant="h2" component="h2">
              {product.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" label={intl.formatMessage({ id: `shop.category.${product.category}` })} />
              <Chip
                size="small"
                variant="outlined"
                color={product.stock > 0 ? 'success' : 'default'}
                label={
                  product.stock > 0
                    ? intl.formatMessage({ id: 'shop.stock.count' }, { count: product.stock })
                    : intl.formatMessage({ id: 'shop.stock.out' })
                }
              />
            </Stack>
            <RatingLine rating={product.rating} reviews={product.reviews} />
            <Typography>{product.description}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <Typography variant="h3" component="p">
                <Money cents={product.price} />
              </Typography>
              {product.listPrice !== null && (
                <Typography color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  <Money cents={product.listPrice} />
                </Typography>
              )}
            </Stack>
            {product.colors.length > 0 && (
              <Stack spacing={0.5}>
                <Typography id="shop-color-label" variant="subtitle2">
                  <FormattedMessage id="shop.details.color" />
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={color}
                  onChange={(_e, next: ShopColor | null) => next && setColor(next)}
                  aria-labelledby="shop-color-label"
                  sx={{ flexWrap: 'wrap' }}
                >
                  {product.colors.map((c) => (
                    <ToggleButton key={c} value={c}>
                      <FormattedMessage id={`shop.color.${c}`} />
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
            )}
            {product.sizes.length > 0 && (
              <SelectField
                size="small"
                label={intl.formatMessage({ id: 'shop.details.size' })}
                value={size ?? ''}
                onChange={(e) => setSize(e.target.value)}
                sx={{ maxWidth: 200 }}
              >
                {product.sizes.map((s) => (
                  <MenuItem key={s} value={s}>
                    {s}
                  </MenuItem>
                ))}
              </SelectField>
            )}
            {left > 0 && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <QuantityField
                  value={Math.min(quantity, left)}
                  max={left}
                  onChange={setQuantity}
                  name={product.name}
                />
                <Button
                  variant="contained"
                  startIcon={<AddShoppingCartOutlined />}
                  onClick={() => void onAdd()}
                  disabled={busy}
                >
                  <FormattedMessage id="shop.details.add" />
                </Button>
              </Stack>
            )}
            {product.stock > 0 && left === 0 && (
              <Alert severity="info">
                <FormattedMessage id="shop.details.allInCart" />
              </Alert>
            )}
            {error && <Alert severity="warning">{error}</Alert>}
            {inCart > 0 && (
              <Button component={RouterLink} to={SHOP_PATHS.checkout} sx={{ alignSelf: 'flex-start' }}>
                <FormattedMessage id="shop.details.goToCart" values={{ count: inCart }} />
              </Button>
            )}
          </Stack>
        </Grid>
      </Grid>
      <Divider />
      <Reviews productId={product.id} />
      <Related productId={product.id} />
    </Stack>
  );
}

function Reviews({ productId }: { productId: string }) {
  const reviews = useGetShopReviewsQuery(productId);
  return (
    <Box component="section" aria-labelledby="shop-reviews">
      <Typography id="shop-reviews" variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="shop.reviews.title" />
      </Typography>
      {reviews.isError ? (
        <ErrorState
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : !reviews.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : reviews.data.length === 0 ? (
        <EmptyState titleId="shop.reviews.empty" />
      ) : (
        <Stack spacing={2}>
          {reviews.data.slice(0, 10).map((review) => (
            <Paper key={review.id} variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={0.5}>
                <RatingLine rating={review.rating} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {review.title}
                </Typography>
                <Typography>{review.comment}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {review.author} · <FormattedDate value={review.createdAt} dateStyle="medium" />
                </Typography>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Related({ productId }: { productId: string }) {
  const related = useGetRelatedShopProductsQuery(productId);
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shop-related">
      <Typography id="shop-related" variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="shop.related.title" />
      </Typography>
      {related.isError ? (
        <ErrorState
          error={related.error}
          onRetry={() => void related.refetch()}
          retrying={related.isFetching}
        />
      ) : !related.data ? (
        <Skeleton variant="rounded" height={200} />
      ) : (
        <Grid container spacing={2}>
          {related.data.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <ProductCard product={p} heading="h3" />
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
