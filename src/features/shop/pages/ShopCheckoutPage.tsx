import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import PaymentMethodStep from '@/components/payment/PaymentMethodStep';
import { maskCard, type PaymentChoice } from '@/components/payment/card';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import EmptyState from '@/components/states/EmptyState';
import { useAppDispatch } from '@/store/hooks';
import BillingStep from '../components/BillingStep';
import CartStep from '../components/CartStep';
import CartSummary from '../components/CartSummary';
import ShopHeader from '../components/ShopHeader';
import { SHOP_PATHS } from '../paths';
import { SHOP_STEPS, shopCartActions as a } from '../shopCartSlice';
import { useShopCart } from '../useShopCart';

// The placed order's page (with the PIX QR code or the boleto slip) is loaded only when there is one.
const OrderComplete = lazy(() => import('../components/OrderComplete'));

/** The checkout: cart → billing address → payment → order complete (SPEC.md §3–4's cart steps). */
export default function ShopCheckoutPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const shop = useShopCart();
  const { cart } = shop;
  const [payError, setPayError] = useState<string | null>(null);
  const empty = cart.products.length === 0;
  const step = cart.step === 3 && !cart.placedOrder ? 0 : cart.step;

  // A cart emptied mid-way (another tab, a reload after an order) goes back to its first step.
  useEffect(() => {
    if (empty && cart.step > 0 && cart.step < 3) dispatch(a.stepSet(0));
  }, [empty, cart.step, dispatch]);

  const pay = async (choice: PaymentChoice) => {
    setPayError(null);
    const hint = choice.method === 'card' && choice.card ? maskCard(choice.card.number) : null;
    const chosen = await shop.setMethod(choice.method, hint);
    if (!chosen.ok) {
      setPayError(apiErrorText(intl, chosen.error));
      return;
    }
    const placed = await shop.placeOrder(choice.installments);
    if (!placed.ok) setPayError(apiErrorText(intl, placed.error));
  };

  return (
    <>
      <ShopHeader titleId="shop.checkout.title" other="grid" />
      <Stepper
        activeStep={step}
        alternativeLabel
        sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
      >
        {SHOP_STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>
              <FormattedMessage id={`shop.step.${s}`} />
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 3 && cart.placedOrder ? (
        <Suspense fallback={<Skeleton variant="rounded" height={480} sx={{ maxWidth: 640 }} />}>
          <OrderComplete order={cart.placedOrder} />
        </Suspense>
      ) : empty ? (
        <EmptyState
          icon={ShoppingCartOutlined}
          titleId="shop.cart.empty.title"
          bodyId="shop.cart.empty.body"
          action={
            <Button component={RouterLink} to={SHOP_PATHS.products} variant="contained">
              <FormattedMessage id="shop.cart.empty.action" />
            </Button>
          }
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            {step === 0 && <CartStep shop={shop} />}
            {step === 1 && (
              <BillingStep
                selectedId={cart.billing?.id ?? null}
                onSelect={(address) => void shop.setBilling(address)}
              />
            )}
            {step === 2 && (
              <PaymentMethodStep
                amount={cart.total}
                onSubmit={(choice) => void pay(choice)}
                onBack={() => dispatch(a.stepBack())}
                submitLabelId="shop.payment.submit"
                busy={shop.busy}
                error={payError}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={2}>
              <CartSummary totals={cart} couponCode={cart.couponCode} />
              {step < 2 && (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  {step > 0 ? (
                    <Button onClick={() => dispatch(a.stepBack())}>
                      <FormattedMessage id="shop.checkout.back" />
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button
                    variant="contained"
                    disabled={shop.busy || (step === 1 && !cart.billing)}
                    onClick={() => dispatch(a.stepNext())}
                  >
                    <FormattedMessage
                      id={step === 0 ? 'shop.checkout.toBilling' : 'shop.checkout.toPayment'}
                    />
                  </Button>
                </Stack>
              )}
              {step === 1 && !cart.billing && (
                <Alert severity="info">
                  <FormattedMessage id="shop.checkout.chooseAddress" />
                </Alert>
              )}
            </Stack>
          </Grid>
        </Grid>
      )}
    </>
  );
}
