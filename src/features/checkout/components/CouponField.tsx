import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidateCouponMutation } from '@/api/endpoints/checkout';
import { useAppDispatch } from '@/store/hooks';
import { cartActions, type CartLine } from '@/store/cartSlice';
import { formatCents } from '@/utils/br';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface CouponFieldProps {
  eventId: string;
  products: readonly CartLine[];
  couponCode: string | null;
  discount: number;
}

/** The coupon box: validated by the server for these tickets; the reason is shown when it is refused. */
export default function CouponField({ eventId, products, couponCode, discount }: CouponFieldProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState(couponCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [validate, { isLoading }] = useValidateCouponMutation();
  const items = products.map((p) => ({ ticketId: p.ticketId, quantity: p.quantity, halfPrice: p.halfPrice }));
  const signature = items.map((i) => `${i.ticketId}:${String(i.halfPrice)}:${i.quantity}`).join('|');
  const checkedFor = useRef(signature);
  const fallback = intl.formatMessage({ id: 'checkout.coupon.failed' });

  const apply = async (value: string) => {
    const trimmed = value.trim().toUpperCase();
    if (!trimmed) {
      setError(intl.formatMessage({ id: 'checkout.coupon.empty' }));
      return;
    }
    setError(null);
    checkedFor.current = signature;
    try {
      const result = await validate({ eventId, code: trimmed, items }).unwrap();
      dispatch(cartActions.discountApplied({ code: result.code, amount: result.discount }));
      setCode(result.code);
    } catch (caught) {
      setError(apiErrorText(intl, caught, fallback));
    }
  };

  // The discount depends on the tickets: when they change, the server is asked again.
  useEffect(() => {
    if (!couponCode || checkedFor.current === signature) return undefined;
    checkedFor.current = signature;
    const timer = setTimeout(() => {
      validate({ eventId, code: couponCode, items })
        .unwrap()
        .then((result) =>
          dispatch(cartActions.discountApplied({ code: result.code, amount: result.discount })),
        )
        .catch((caught: unknown) => {
          dispatch(cartActions.discountApplied({ code: null, amount: 0 }));
          setError(apiErrorText(intl, caught, fallback));
        });
    }, 300);
    return () => clearTimeout(timer);
    // `items` is described by `signature`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, couponCode, eventId, validate, dispatch, fallback]);

  if (couponCode) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="checkout.coupon.applied" />
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            icon={<LocalOfferOutlined />}
            color="success"
            variant="outlined"
            label={intl.formatMessage(
              { id: 'checkout.coupon.chip' },
              { code: couponCode, amount: formatCents(discount) },
            )}
          />
          <Button
            size="small"
            onClick={() => {
              dispatch(cartActions.discountApplied({ code: null, amount: 0 }));
              setCode('');
            }}
          >
            <FormattedMessage id="checkout.coupon.remove" />
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => {
        e.preventDefault();
        void apply(code);
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'checkout.coupon.label' })}
        name="coupon"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        error={error != null}
        helperText={error ?? intl.formatMessage({ id: 'checkout.coupon.hint' })}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={isLoading} sx={{ minHeight: 56, px: 3 }}>
        <FormattedMessage id={isLoading ? 'checkout.coupon.checking' : 'checkout.coupon.apply'} />
      </Button>
    </Stack>
  );
}
