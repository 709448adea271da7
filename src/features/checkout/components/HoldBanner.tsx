import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCountdown } from '@/components/payment/useCountdown';

/** The 15-minute hold, counting down. */
export default function HoldBanner({ expiresAt }: { expiresAt: string }) {
  const intl = useIntl();
  const { label, remainingMs, expired } = useCountdown(expiresAt);
  if (expired) return null;
  return (
    <Alert
      severity={remainingMs < 3 * 60_000 ? 'warning' : 'info'}
      icon={<TimerOutlined />}
      variant="outlined"
    >
      <FormattedMessage
        id="checkout.hold.running"
        values={{
          time: (
            <strong
              role="timer"
              aria-label={intl.formatMessage({ id: 'checkout.hold.timer' }, { time: label })}
            >
              {label}
            </strong>
          ),
        }}
      />
    </Alert>
  );
}
