import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopProduct } from '@/api/contract/shop';
import { SHOP_PATHS } from '../paths';
import Money from './Money';
import ProductArt from './ProductArt';
import RatingLine from './RatingLine';

/** One product of the grid: its picture, name, rating, price and stock; the card opens its page. */
export default function ProductCard({
  product,
  heading = 'h2',
}: {
  product: ShopProduct;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={SHOP_PATHS.details(product.id)} sx={{ height: '100%' }}>
        <ProductArt motif={product.motif} hue={product.hues[0] ?? 0} />
        <CardContent>
          <Stack spacing={0.75}>
            <Typography variant="subtitle1" component={heading} sx={{ fontWeight: 600 }}>
              {product.name}
            </Typography>
            <RatingLine rating={product.rating} reviews={product.reviews} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="p">
                <Money cents={product.price} />
              </Typography>
              {product.listPrice !== null && (
                <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                  <Money cents={product.listPrice} />
                </Typography>
              )}
            </Stack>
            <div>
              <Chip
                size="small"
                color={product.stock > 0 ? 'success' : 'default'}
                variant="outlined"
                label={<FormattedMessage id={product.stock > 0 ? 'shop.stock.in' : 'shop.stock.out'} />}
              />
            </div>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
