import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import PageHeader from '@/components/states/PageHeader';
import { SHOP_PATHS } from '../paths';
import CartLink from './CartLink';

/** Every shop page's heading, with the way to the other view of the catalogue and to the cart. */
export default function ShopHeader({ titleId, other }: { titleId: string; other?: 'grid' | 'list' }) {
  return (
    <PageHeader
      titleId={titleId}
      actions={
        <>
          {other && (
            <Button component={RouterLink} to={other === 'grid' ? SHOP_PATHS.products : SHOP_PATHS.list}>
              <FormattedMessage id={other === 'grid' ? 'shop.nav.grid' : 'shop.nav.list'} />
            </Button>
          )}
          <CartLink />
        </>
      }
    />
  );
}
