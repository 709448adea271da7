import EventOutlined from '@mui/icons-material/EventOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatCents } from '@/utils/br';
import type { BoletoSlipProps } from './BoletoSlip';
import CopyField from './CopyField';

interface BoletoPanelProps {
  line: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amount?: number;
  /** Who pays, printed on the slip. */
  payer?: string;
  actions?: ReactNode;
}

/**
 * "Imprimir boleto": fetches the slip (and its barcode library) on the first click, then prints it; every
 * later click prints again.
 */
function usePrintSlip() {
  const [Slip, setSlip] = useState<ComponentType<BoletoSlipProps> | null>(null);
  const [printRequest, setPrintRequest] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const print = () => {
    setFailed(false);
    if (Slip) {
      setPrintRequest((n) => n + 1);
      return;
    }
    setLoading(true);
    import('./BoletoSlip')
      .then(
        (module) => {
          setSlip(() => module.default);
          setPrintRequest((n) => n + 1);
        },
        () => setFailed(true),
      )
      .finally(() => setLoading(false));
  };
  return { Slip, printRequest, loading, failed, print };
}

/** Pay by boleto: the typeable line with copy, the due date, and printing. */
export default function BoletoPanel({ line, dueDate, amount, payer, actions }: BoletoPanelProps) {
  const { Slip, printRequest, loading, failed, print } = usePrintSlip();
  // Noon avoids a date shown one day off in any time zone.
  const due = new Date(`${dueDate}T12:00:00`);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <EventOutlined color="primary" aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage
            id="payment.boleto.due"
            values={{ date: <FormattedDate value={due} day="2-digit" month="2-digit" year="numeric" /> }}
          />
        </Typography>
        {amount != null && (
          <Typography color="text.secondary">
            {/* On a phone the amount wraps to its own line, where a leading separator reads oddly. */}
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
              ·{' '}
            </Box>
            <FormattedMessage id="payment.boleto.amount" values={{ amount: formatCents(amount) }} />
          </Typography>
        )}
      </Stack>
      <CopyField labelId="payment.boleto.line" value={line} buttonId="payment.boleto.copy" />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="payment.boleto.rule" />
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={print} loading={loading}>
          <FormattedMessage id="payment.boleto.print" />
        </Button>
        {actions}
      </Stack>
      {failed && (
        <Alert severity="error" role="alert">
          <FormattedMessage id="payment.boleto.print.failed" />
        </Alert>
      )}
      {Slip && (
        <Slip line={line} dueDate={dueDate} amount={amount} payer={payer} printRequest={printRequest} />
      )}
    </Stack>
  );
}
