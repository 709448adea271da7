import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { OrderWithTickets } from '@/api/contract/checkout';

/** Which headline an order gets: paid, waiting for a PIX or a boleto, cancelled or refunded. */
function headline(order: Pick<OrderWithTickets, 'status' | 'payment'>): string {
  if (order.status === 'pending') return order.payment.method === 'boleto' ? 'pendingBoleto' : 'pendingPix';
  return order.status;
}

/** The order's state in one line and what comes next. */
export default function ThanksHeadline({ order }: { order: OrderWithTickets }) {
  const paid = order.status === 'paid';
  const pending = order.status === 'pending';
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box
          sx={{ color: paid ? 'success.main' : pending ? 'warning.main' : 'text.secondary', lineHeight: 0 }}
          aria-hidden
        >
          {paid ? (
            <CheckCircleOutlined sx={{ fontSize: 40 }} />
          ) : pending ? (
            <HourglassTopOutlined sx={{ fontSize: 40 }} />
          ) : (
            <ReceiptLongOutlined sx={{ fontSize: 40 }} />
          )}
        </Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
          <FormattedMessage id={`checkout.thanks.title.${headline(order)}`} />
        </Typography>
      </Stack>
      <Typography color="text.secondary" role="status">
        <FormattedMessage id={`checkout.thanks.lead.${headline(order)}`} />
      </Typography>
    </Stack>
  );
}
