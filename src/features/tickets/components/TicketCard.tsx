import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import FullscreenOutlined from '@mui/icons-material/FullscreenOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { orderCode } from '@/utils/orderCode';
import type { TicketView } from '../grouping';
import TicketQr from './TicketQr';
import { ORDER_STATUS } from './ticketLabels';

interface TicketCardProps {
  view: TicketView;
  onOpen: () => void;
}

/** One issued ticket: QR, holder, type, half-price, order status, check-in, and the ways to show it. */
export default function TicketCard({ view, onOpen }: TicketCardProps) {
  const intl = useIntl();
  const { attendee, ticket, order } = view;
  const status = order ? ORDER_STATUS[order.status] : null;
  const usable = !order || order.status === 'paid';
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={intl.formatMessage(
        { id: 'tickets.card.label' },
        { holder: attendee.holderName, code: attendee.code },
      )}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      <Box sx={{ alignSelf: { xs: 'center', sm: 'flex-start' }, opacity: usable ? 1 : 0.4 }}>
        <TicketQr code={attendee.code} size={120} />
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="tickets.card.holder" />
          </Typography>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{attendee.holderName}</Typography>
        </Box>
        <Typography variant="body2">
          {ticket?.name ?? <FormattedMessage id="tickets.card.unknownType" />}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', fontSize: '0.95rem', letterSpacing: 1, overflowWrap: 'anywhere' }}
        >
          {attendee.code}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="tickets.card.order" values={{ code: orderCode(attendee.orderId) }} />
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {attendee.halfPrice && (
            <Chip size="small" color="secondary" label={<FormattedMessage id="tickets.card.halfPrice" />} />
          )}
          {status && (
            <Chip
              size="small"
              variant="outlined"
              color={status.color}
              label={<FormattedMessage id={status.labelId} />}
            />
          )}
          {attendee.checkedInAt ? (
            <Chip
              size="small"
              variant="outlined"
              color="success"
              icon={<CheckCircleOutlined />}
              label={
                <FormattedMessage
                  id="tickets.card.checkedIn"
                  values={{
                    when: intl.formatDate(attendee.checkedInAt, {
                      day: '2-digit',
                      month: '2-digit',
                      hour: '2-digit',
                      minute: '2-digit',
                    }),
                  }}
                />
              }
            />
          ) : (
            <Chip
              size="small"
              variant="outlined"
              icon={<HourglassEmptyOutlined />}
              label={<FormattedMessage id="tickets.card.notCheckedIn" />}
            />
          )}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}>
          <Button
            variant="contained"
            size="small"
            startIcon={<FullscreenOutlined />}
            onClick={onOpen}
            disabled={!usable}
            aria-label={intl.formatMessage({ id: 'tickets.card.openFor' }, { holder: attendee.holderName })}
          >
            <FormattedMessage id="tickets.card.open" />
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PrintOutlined />}
            component={RouterLink}
            to={`/download/${encodeURIComponent(attendee.code)}`}
            aria-label={intl.formatMessage({ id: 'tickets.card.printFor' }, { holder: attendee.holderName })}
          >
            <FormattedMessage id="tickets.card.print" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
