import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { OrderWithTickets } from '@/api/contract/checkout';
import DuePayment from '@/components/payment/DuePayment';
import PaymentSection from '@/components/payment/PaymentSection';
import { API_MOCK } from '@/config';
import { POLL_MS, type Thanks } from '../hooks/useThanks';

type PaymentActions = Pick<
  Thanks,
  'polling' | 'paidClaimed' | 'simulating' | 'simulateError' | 'runSimulation'
>;

/** "Já paguei" (PIX), the mock's payment simulation, and what came of them. */
function Actions({ order, actions }: { order: OrderWithTickets; actions: PaymentActions }) {
  const { polling, paidClaimed, simulating, simulateError, runSimulation } = actions;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        {order.payment.method === 'pix' && (
          <Button
            variant="contained"
            onClick={paidClaimed}
            disabled={polling}
            startIcon={polling ? <CircularProgress size={18} color="inherit" /> : <CheckCircleOutlined />}
          >
            <FormattedMessage id="checkout.thanks.paid" />
          </Button>
        )}
        {API_MOCK && (
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => void runSimulation()}
            disabled={simulating}
          >
            <FormattedMessage id="checkout.thanks.simulate" />
          </Button>
        )}
      </Stack>
      {polling && (
        <Typography variant="body2" color="text.secondary" role="status">
          <FormattedMessage id="checkout.thanks.waiting" values={{ seconds: POLL_MS / 1000 }} />
        </Typography>
      )}
      {simulateError && (
        <Alert severity="error" role="alert">
          {simulateError}
        </Alert>
      )}
    </Stack>
  );
}

/** How to pay a pending order: the PIX code or the boleto line, with the actions under it. */
export default function PendingPayment({
  order,
  actions,
}: {
  order: OrderWithTickets;
  actions: PaymentActions;
}) {
  const buttons = <Actions order={order} actions={actions} />;
  if (!order.pix && !order.boleto) return null;
  return (
    <PaymentSection titleId={order.pix ? 'checkout.thanks.payPix' : 'checkout.thanks.payBoleto'}>
      <DuePayment
        pix={order.pix}
        boleto={order.boleto}
        amount={order.total}
        payer={order.buyerName}
        actions={buttons}
      />
    </PaymentSection>
  );
}
