import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderRow } from '@/api/contract/finance';
import SummaryLine from '@/components/sections/SummaryLine';
import { formatCents, formatDocument } from '@/utils/br';
import { orderCode } from '@/utils/orderCode';
import { useDown } from '@/hooks/useBreakpoint';
import { DATE_TIME, ORDER_STATUS_COLOR } from '../labels';

/** One sale in full: buyer, event, tickets, amounts, payment and attendees; refunds live on the event's orders tab. */
export default function SaleDetailDialog({
  order,
  onClose,
}: {
  order: OrderRow | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const phone = useDown('sm');
  if (!order) return null;
  const method = intl.formatMessage({ id: `finance.method.${order.payment.method}` });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="finance.sales.detail.title" values={{ id: orderCode(order.id) }} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{order.eventTitle}</Typography>
              <Typography variant="body2" color="text.secondary">
                {order.eventStartsAt ? intl.formatDate(order.eventStartsAt, DATE_TIME) : null}
              </Typography>
            </Box>
            <Chip
              size="small"
              color={ORDER_STATUS_COLOR[order.status]}
              label={intl.formatMessage({ id: `finance.orderStatus.${order.status}` })}
            />
          </Stack>
          <Box>
            <Typography variant="overline" component="h3" color="text.secondary">
              <FormattedMessage id="finance.sales.detail.buyer" />
            </Typography>
            <Typography>{order.buyerName}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.buyerEmail}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage
                id="finance.sales.detail.placedAt"
                values={{ when: intl.formatDate(order.createdAt, DATE_TIME) }}
              />
            </Typography>
          </Box>
          <Divider />
          <Stack spacing={0.75}>
            <SummaryLine
              label={
                <FormattedMessage id="finance.sales.detail.tickets" values={{ count: order.quantity }} />
              }
            >
              {formatCents(order.subtotal)}
            </SummaryLine>
            {order.discount > 0 && (
              <SummaryLine
                label={
                  <FormattedMessage
                    id="finance.sales.detail.discount"
                    values={{ code: order.couponCode ?? '' }}
                  />
                }
              >
                − {formatCents(order.discount)}
              </SummaryLine>
            )}
            <SummaryLine label={<FormattedMessage id="finance.sales.detail.serviceFee" />}>
              {formatCents(order.fee)}
            </SummaryLine>
            <SummaryLine strong label={<FormattedMessage id="finance.sales.detail.total" />}>
              {formatCents(order.total)}
            </SummaryLine>
            <SummaryLine label={<FormattedMessage id="finance.sales.detail.method" />}>
              {order.payment.method === 'card' && order.payment.installments > 1
                ? intl.formatMessage(
                    { id: 'finance.method.cardInstallments' },
                    { count: order.payment.installments },
                  )
                : method}
            </SummaryLine>
          </Stack>
          <Divider />
          <Box>
            <Typography variant="overline" component="h3" color="text.secondary">
              <FormattedMessage
                id="finance.sales.detail.attendees"
                values={{ count: order.attendees.length }}
              />
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {order.attendees.map((a, i) => (
                <li key={`${a.cpf}-${String(i)}`}>
                  <Typography variant="body2">
                    {a.name}
                    {a.cpf && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        · {formatDocument(a.cpf)}
                      </Typography>
                    )}
                  </Typography>
                </li>
              ))}
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/produtor/eventos/${encodeURIComponent(order.eventId)}/pedidos?search=${encodeURIComponent(orderCode(order.id))}`}
          endIcon={<OpenInNewOutlined fontSize="small" />}
        >
          <FormattedMessage id="finance.sales.detail.openEvent" />
        </Button>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
