import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatCents } from '@/utils/br';
import CopyField from './CopyField';
import { useCountdown } from './useCountdown';

interface PixPanelProps {
  code: string;
  expiresAt: string;
  amount?: number;
  /** What the family can do next ("já paguei", the demo's "simular pagamento"). */
  actions?: ReactNode;
  /** What happens when the code expires, in the caller's words: the rule shown before, the text after. */
  ruleId?: string;
  expiredBodyId?: string;
}

/** Pay by PIX: QR code, "copia e cola" with a copy button, and the time left on the code. */
export default function PixPanel({
  code,
  expiresAt,
  amount,
  actions,
  ruleId = 'payment.pix.expiryRule',
  expiredBodyId = 'payment.pix.expired.body',
}: PixPanelProps) {
  const intl = useIntl();
  const { expired, label, remainingMs } = useCountdown(expiresAt);
  const urgent = !expired && remainingMs < 2 * 60_000;

  if (expired) {
    return (
      <Alert severity="warning" variant="outlined" role="alert">
        <AlertTitle>
          <FormattedMessage id="payment.pix.expired.title" />
        </AlertTitle>
        <FormattedMessage id={expiredBodyId} />
      </Alert>
    );
  }

  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, sm: 'auto' }} sx={{ display: 'flex', justifyContent: 'center' }}>
        {/* A QR code must stay dark on light to scan, in either mode. */}
        <Box
          sx={{
            bgcolor: 'common.white',
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            lineHeight: 0,
          }}
        >
          <QRCodeSVG
            value={code}
            size={196}
            level="M"
            role="img"
            aria-label={intl.formatMessage({ id: 'payment.pix.qr' })}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, sm: 'grow' }}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Chip
              icon={<TimerOutlined />}
              color={urgent ? 'warning' : 'primary'}
              variant="outlined"
              role="timer"
              aria-label={intl.formatMessage({ id: 'payment.pix.expiresIn' }, { time: label })}
              label={<FormattedMessage id="payment.pix.expiresIn" values={{ time: label }} />}
            />
            {amount != null && (
              <Typography sx={{ fontWeight: 600 }}>
                <FormattedMessage id="payment.pix.amount" values={{ amount: formatCents(amount) }} />
              </Typography>
            )}
          </Stack>
          <Box component="ol" sx={{ m: 0, pl: 2.5, color: 'text.secondary', '& li': { mb: 0.5 } }}>
            <li>
              <FormattedMessage id="payment.pix.step1" />
            </li>
            <li>
              <FormattedMessage id="payment.pix.step2" />
            </li>
            <li>
              <FormattedMessage id="payment.pix.step3" />
            </li>
          </Box>
          <CopyField labelId="payment.pix.code" value={code} buttonId="payment.pix.copy" />
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id={ruleId} />
          </Typography>
          {actions}
        </Stack>
      </Grid>
    </Grid>
  );
}
