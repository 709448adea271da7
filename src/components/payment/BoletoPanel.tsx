import EventOutlined from '@mui/icons-material/EventOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { formatCents } from '@/utils/br';
import CopyField from './CopyField';

interface BoletoPanelProps {
  line: string;
  /** YYYY-MM-DD */
  dueDate: string;
  amount?: number;
  actions?: ReactNode;
}

/** Pay by boleto: the typeable line with copy, the due date, and printing. */
export default function BoletoPanel({ line, dueDate, amount, actions }: BoletoPanelProps) {
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
            · <FormattedMessage id="payment.boleto.amount" values={{ amount: formatCents(amount) }} />
          </Typography>
        )}
      </Stack>
      <CopyField labelId="payment.boleto.line" value={line} buttonId="payment.boleto.copy" />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="payment.boleto.rule" />
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
          <FormattedMessage id="payment.boleto.print" />
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
