import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { OrderWithTickets } from '@/api/contract/checkout';
import type { Event } from '@/api/contract/domain';
import { installmentPlan } from '@/components/payment/installments';
import { formatCents } from '@/utils/br';
import { orderCode } from '@/utils/orderCode';
import Amounts from './Amounts';

const STATUS_COLOR = { pending: 'warning', paid: 'success', cancelled: 'default', refunded: 'info' } as const;

interface OrderDetailsProps {
  order: OrderWithTickets;
  event: Event | undefined;
  names: Record<string, string>;
}

/** The order's amounts beside its event, number, date and how it is paid. */
export default function OrderDetails({ order, event, names }: OrderDetailsProps) {
  const plan = installmentPlan(order.total, order.payment.installments);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="thanks-summary"
          sx={{ p: { xs: 2, sm: 2.5 } }}
        >
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}
          >
            <Typography id="thanks-summary" variant="h4" component="h2">
              <FormattedMessage id="checkout.thanks.summary" />
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[order.status]}
              label={<FormattedMessage id={`checkout.status.${order.status}`} />}
            />
          </Stack>
          <Amounts
            lines={order.items.map((item) => ({
              key: `${item.ticketId}:${String(item.halfPrice)}`,
              label: (
                <FormattedMessage
                  id={item.halfPrice ? 'checkout.line.half' : 'checkout.line.full'}
                  values={{ quantity: item.quantity, name: names[item.ticketId] ?? '…' }}
                />
              ),
              amount: item.unitPrice * item.quantity,
            }))}
            subtotal={order.subtotal}
            discount={order.discount}
            couponCode={order.couponCode}
            fee={order.fee}
            total={order.total}
          />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
          <Stack spacing={1.25}>
            <Typography variant="h4" component="h2">
              {event?.title ?? <Skeleton width="80%" />}
            </Typography>
            {event && (
              <Typography color="text.secondary">
                <FormattedDate
                  value={event.startsAt}
                  weekday="long"
                  day="2-digit"
                  month="long"
                  hour="2-digit"
                  minute="2-digit"
                />
                {event.venue && ` · ${event.venue.name}, ${event.venue.city}`}
              </Typography>
            )}
            <Typography variant="body2">
              <FormattedMessage id="checkout.thanks.orderId" values={{ id: orderCode(order.id) }} />
            </Typography>
            <Typography variant="body2">
              <FormattedMessage
                id="checkout.thanks.createdAt"
                values={{
                  date: <FormattedDate value={order.createdAt} dateStyle="short" timeStyle="short" />,
                }}
              />
            </Typography>
            <Typography variant="body2">
              {order.payment.method === 'card' ? (
                <FormattedMessage
                  id={
                    plan.interestFree
                      ? 'checkout.thanks.method.cardFree'
                      : 'checkout.thanks.method.cardInterest'
                  }
                  values={{ count: plan.count, each: formatCents(plan.each) }}
                />
              ) : (
                <FormattedMessage id={`checkout.thanks.method.${order.payment.method}`} />
              )}
            </Typography>
          </Stack>
        </Paper>
      </Grid>
    </Grid>
  );
}
