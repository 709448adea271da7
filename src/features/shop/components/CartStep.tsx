import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { EXPRESS_SHIPPING, SHOP_SHIPPING, type ShopShipping } from '@/api/contract/shop';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { SHOP_PATHS } from '../paths';
import type { useShopCart } from '../useShopCart';
import Money from './Money';
import ProductArt from './ProductArt';
import QuantityField from './QuantityField';

type ShopCart = ReturnType<typeof useShopCart>;

/** The cart's lines with their quantities, the coupon and the delivery. */
export default function CartStep({ shop }: { shop: ShopCart }) {
  const intl = useIntl();
  const { cart, busy } = shop;
  const [code, setCode] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const report = (result: { ok: boolean; error?: unknown }) =>
    setError(result.ok ? null : apiErrorText(intl, result.error));

  const apply = async () => {
    setCouponError(null);
    const result = await shop.applyCoupon(code.trim());
    if (result.ok) setCode('');
    else setCouponError(apiErrorText(intl, result.error));
  };

  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cart.products.map((line) => (
          <Paper component="li" key={line.id} variant="outlined" sx={{ p: 1.5 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ width: 64, flexShrink: 0 }}>
                <ProductArt motif={line.motif} hue={line.hue} />
              </Box>
              <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography
                  component={RouterLink}
                  to={SHOP_PATHS.details(line.productId)}
                  sx={{ fontWeight: 600, color: 'text.primary' }}
                >
                  {line.name}
                </Typography>
                {(line.color || line.size) && (
                  <Typography variant="body2" color="text.secondary">
                    {[
                      line.color && intl.formatMessage({ id: `shop.color.${line.color}` }),
                      line.size && intl.formatMessage({ id: 'shop.line.size' }, { size: line.size }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="shop.line.unit" values={{ price: <Money cents={line.price} /> }} />
                </Typography>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
                >
                  <QuantityField
                    value={line.quantity}
                    max={99}
                    name={line.name}
                    disabled={busy}
                    onChange={(q) => void shop.update(line.id, q).then(report)}
                  />
                  <Typography sx={{ fontWeight: 600 }}>
                    <Money cents={line.subtotal} />
                  </Typography>
                </Stack>
              </Stack>
              <IconButton
                aria-label={intl.formatMessage({ id: 'shop.line.remove' }, { name: line.name })}
                disabled={busy}
                onClick={() => void shop.remove(line.id).then(report)}
              >
                <DeleteOutlined />
              </IconButton>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {error && <Alert severity="warning">{error}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void apply();
            }}
          >
            <TextField
              size="small"
              name="coupon"
              label={intl.formatMessage({ id: 'shop.coupon.label' })}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              error={couponError !== null}
              helperText={couponError ?? intl.formatMessage({ id: 'shop.coupon.hint' })}
              sx={{ flexGrow: 1 }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={busy || code.trim() === ''}
              sx={{ alignSelf: 'flex-start' }}
            >
              <FormattedMessage id="shop.coupon.apply" />
            </Button>
          </Stack>
          {cart.couponCode && (
            <Typography role="status" color="success.main">
              <FormattedMessage
                id="shop.coupon.applied"
                values={{ code: cart.couponCode, amount: <Money cents={cart.discount} /> }}
              />
            </Typography>
          )}
          <FormLabel id="shop-shipping">
            <FormattedMessage id="shop.shipping.title" />
          </FormLabel>
          <RadioGroup
            aria-labelledby="shop-shipping"
            value={cart.payment.type}
            onChange={(_e, value) => void shop.setShipping(value as ShopShipping).then(report)}
          >
            {SHOP_SHIPPING.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                disabled={busy}
                control={<Radio />}
                label={
                  <FormattedMessage
                    id={`shop.shipping.${option}`}
                    values={{ price: <Money cents={option === 'express' ? EXPRESS_SHIPPING : 0} /> }}
                  />
                }
              />
            ))}
          </RadioGroup>
        </Stack>
      </Paper>
    </Stack>
  );
}
