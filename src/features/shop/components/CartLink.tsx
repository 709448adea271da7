import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { SHOP_PATHS } from '../paths';
import { selectShopCartCount } from '../shopCartSlice';

/** The way to the cart from every shop page, with how many items it holds. */
export default function CartLink() {
  const intl = useIntl();
  const count = useAppSelector(selectShopCartCount);
  return (
    <Button
      component={RouterLink}
      to={SHOP_PATHS.checkout}
      variant="outlined"
      aria-label={intl.formatMessage({ id: 'shop.cart.link' }, { count })}
      startIcon={
        <Badge badgeContent={count} color="secondary" max={99}>
          <ShoppingCartOutlined />
        </Badge>
      }
    >
      <FormattedMessage id="shop.cart.title" />
    </Button>
  );
}
