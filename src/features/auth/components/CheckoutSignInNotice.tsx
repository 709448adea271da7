import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountdown } from '@/components/payment/useCountdown';
import { selectCart } from '@/store/cartSlice';
import { useAppSelector } from '@/store/hooks';

/** The checkout's 15-minute hold, still counting while the buyer signs in, or that it ran out. */
function HoldLine({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const { label, expired } = useCountdown(expiresAt);
  return (
    <Box component="p" sx={{ m: 0, mt: 1 }}>
      {expired ? (
        <FormattedMessage id="auth.login.checkout.holdExpired" />
      ) : (
        <FormattedMessage
          id="auth.login.checkout.hold"
          values={{
            time: (
              <strong
                role="timer"
                aria-label={intl.formatMessage({ id: 'auth.login.checkout.holdTimer' }, { time: label })}
              >
                {label}
              </strong>
            ),
          }}
        />
      )}
    </Box>
  );
}

/**
 * Why a buyer lands on the sign-in page in the middle of a purchase, and how long the tickets stay held;
 * signing in (or registering) takes them back to the checkout step they left, with what they chose and typed.
 */
export default function CheckoutSignInNotice({ registering = false }: { registering?: boolean }) {
  const ids = registering
    ? { title: 'auth.register.checkout.title', body: 'auth.register.checkout.body' }
    : { title: 'auth.login.checkout.title', body: 'auth.login.checkout.body' };
  const { holdExpiresAt, products } = useAppSelector(selectCart);
  const titleId = useId();
  return (
    <Alert severity="info" variant="outlined" icon={<ShoppingCartOutlined />} aria-labelledby={titleId}>
      <AlertTitle id={titleId}>
        <FormattedMessage id={ids.title} />
      </AlertTitle>
      <FormattedMessage id={ids.body} />
      {holdExpiresAt && products.length > 0 && <HoldLine expiresAt={holdExpiresAt} />}
    </Alert>
  );
}
