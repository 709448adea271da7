import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order, Ticket } from '@/api/contract/domain';
import type { OrderRow } from '@/api/contract/finance';
import { useRefundOrderMutation } from '@/api/endpoints/producerOps';
import { useGetOrderQuery } from '@/api/endpoints/checkout';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import SummaryLine from '@/components/sections/SummaryLine';
import { notify } from '@/components/feedback/notify';
import { useDown } from '@/hooks/useBreakpoint';
import { ORDER_STATUS_COLOR, useOpsFormat } from './format';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { orderCode } from '@/utils/orderCode';

/** Phones show quantity and subtotal; the unit price is the subtotal over the quantity. */
const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function PaymentLabel({ payment }: { payment: Order['payment'] }) {
  return (
    <FormattedMessage
      id={`producerOps.order.method.${payment.method}`}
      values={{ installments: payment.installments }}
    />
  );
}

interface OrderDetailDialogProps {
  order: OrderRow | null;
  tickets: Ticket[];
  onClose: () => void;
  /** The refunded order, as the server answered it. */
  onRefunded: (order: Order) => void;
}

/** One order: buyer, items, amounts, payment, issued tickets, and the refund. */
export default function OrderDetailDialog({ order, tickets, onClose, onRefunded }: OrderDetailDialogProps) {
  const intl = useIntl();
  const format = useOpsFormat();
  const titleId = useId();
  const fullScreen = useDown('sm');
  const detail = useGetOrderQuery(order?.id ?? '', { skip: order == null });
  const [refund, refunding] = useRefundOrderMutation();
  const [confirmKey, setConfirmKey] = useState<string | null>(null);

  if (!order) return null;
  const ticketName = (id: string) => tickets.find((tk) => tk.id === id)?.name ?? id;
  const issued = detail.data?.id === order.id ? detail.data.tickets : null;
  const checkedIn = issued?.filter((a) => a.checkedInAt).length ?? 0;
  const seats = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const net = order.subtotal - order.discount;

  const doRefund = async () => {
    if (!confirmKey) return;
    try {
      const refunded = await refund({
        id: order.id,
        eventId: order.eventId,
        idempotencyKey: confirmKey,
      }).unwrap();
      notify(
        intl.formatMessage({ id: 'producerOps.order.refunded' }, { id: orderCode(order.id) }),
        'success',
      );
      onRefunded(refunded);
    } catch (caught) {
      notify(
        apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.order.refundFailed' })),
        'error',
      );
    }
    setConfirmKey(null);
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
        fullScreen={fullScreen}
      >
        <DialogTitle id={titleId} sx={{ pr: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <FormattedMessage id="producerOps.order.detailTitle" values={{ id: orderCode(order.id) }} />
            <Chip
              size="small"
              color={ORDER_STATUS_COLOR[order.status]}
              label={<FormattedMessage id={`producerOps.order.status.${order.status}`} />}
            />
          </Stack>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
                {order.buyerName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {order.buyerEmail}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="producerOps.order.placedAt"
                  values={{ date: format.dateTime(order.createdAt) }}
                />
              </Typography>
            </Box>

            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={intl.formatMessage({ id: 'producerOps.order.items' })}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage id="producerOps.order.col.ticket" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="producerOps.order.col.quantity" />
                    </TableCell>
                    <TableCell align="right" sx={HIDE_ON_PHONE}>
                      <FormattedMessage id="producerOps.order.col.unit" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="producerOps.order.col.subtotal" />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.items.map((item, i) => (
                    <TableRow key={`${item.ticketId}-${item.halfPrice ? 'h' : 'f'}-${i}`}>
                      <TableCell>
                        {ticketName(item.ticketId)}
                        {item.halfPrice && (
                          <>
                            {' · '}
                            <FormattedMessage id="producerOps.ticket.halfPriceShort" />
                          </>
                        )}
                      </TableCell>
                      <TableCell align="right">{item.quantity}</TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        {format.money(item.unitPrice)}
                      </TableCell>
                      <TableCell align="right">{format.money(item.unitPrice * item.quantity)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>

            <Stack spacing={0.75}>
              <SummaryLine variant="body1" label={<FormattedMessage id="producerOps.order.subtotal" />}>
                {format.money(order.subtotal)}
              </SummaryLine>
              {order.discount > 0 && (
                <SummaryLine
                  variant="body1"
                  label={
                    <FormattedMessage
                      id="producerOps.order.discount"
                      values={{ code: order.couponCode ?? '' }}
                    />
                  }
                >
                  {`− ${format.money(order.discount)}`}
                </SummaryLine>
              )}
              <SummaryLine variant="body1" label={<FormattedMessage id="producerOps.order.fee" />}>
                {format.money(order.fee)}
              </SummaryLine>
              <Divider />
              <SummaryLine variant="body1" strong label={<FormattedMessage id="producerOps.order.total" />}>
                {format.money(order.total)}
              </SummaryLine>
              <SummaryLine variant="body1" label={<FormattedMessage id="producerOps.order.payment" />}>
                <PaymentLabel payment={order.payment} />
              </SummaryLine>
            </Stack>

            <Box>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
                <FormattedMessage id="producerOps.order.tickets" />
              </Typography>
              {detail.isFetching && !issued ? (
                <Skeleton variant="rounded" height={64} />
              ) : detail.error ? (
                <Alert
                  severity="warning"
                  action={
                    <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                      <FormattedMessage id="common.retry" />
                    </Button>
                  }
                >
                  {apiErrorText(intl, detail.error)}
                </Alert>
              ) : issued && issued.length > 0 ? (
                <List dense disablePadding>
                  {issued.map((a) => (
                    <ListItem key={a.code} disableGutters>
                      <ListItemText
                        primary={a.holderName}
                        secondary={
                          <>
                            <Box component="span" sx={{ fontFamily: 'monospace' }}>
                              {a.code}
                            </Box>
                            {' · '}
                            {ticketName(a.ticketId)}
                            {' · '}
                            {a.checkedInAt ? (
                              <FormattedMessage
                                id="producerOps.order.ticketIn"
                                values={{ date: format.dateTime(a.checkedInAt) }}
                              />
                            ) : (
                              <FormattedMessage id="producerOps.order.ticketNotIn" />
                            )}
                          </>
                        }
                      />
                      {a.checkedInAt && (
                        <CheckCircleOutlined color="success" fontSize="small" aria-hidden sx={{ ml: 1 }} />
                      )}
                    </ListItem>
                  ))}
                </List>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage
                    id={
                      order.status === 'pending'
                        ? 'producerOps.order.noTicketsPending'
                        : 'producerOps.order.noTickets'
                    }
                  />
                </Typography>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {order.status === 'paid' && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<UndoOutlined />}
              onClick={() => setConfirmKey(newKey())}
            >
              <FormattedMessage id="producerOps.order.refund" />
            </Button>
          )}
          <Button onClick={onClose} variant="contained">
            <FormattedMessage id="common.close" />
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmKey != null}
        title={<FormattedMessage id="producerOps.order.refund.title" values={{ id: orderCode(order.id) }} />}
        confirmLabel={<FormattedMessage id="producerOps.order.refund.confirm" />}
        destructive
        busy={refunding.isLoading}
        onConfirm={() => void doRefund()}
        onClose={() => setConfirmKey(null)}
      >
        <Stack spacing={1}>
          <span>
            <FormattedMessage
              id="producerOps.order.refund.buyer"
              values={{ buyer: order.buyerName, total: format.money(order.total) }}
            />
          </span>
          <span>
            <FormattedMessage id="producerOps.order.refund.tickets" values={{ count: seats }} />
          </span>
          <span>
            <FormattedMessage id="producerOps.order.refund.balance" values={{ net: format.money(net) }} />
          </span>
          {checkedIn > 0 && (
            <Alert severity="warning" component="span">
              <FormattedMessage id="producerOps.order.refund.checkedIn" values={{ count: checkedIn }} />
            </Alert>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
