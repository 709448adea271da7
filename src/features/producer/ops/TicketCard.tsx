import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Event, Ticket } from '@/api/contract/domain';
import { ListTabCard, ListTabRowAction } from '@/components/list/ListTabCards';
import CardStat from './CardStat';
import { useOpsFormat } from './format';
import { opsPaths } from './paths';
import { TICKET_STATE_COLOR, ticketSaleState } from './ticketState';

interface TicketCardProps {
  ticket: Ticket;
  /** The ticket's event: a draft, cancelled or finished event has nothing on sale. */
  event: Pick<Event, 'id' | 'status' | 'endsAt'>;
  onDelete: (ticket: Ticket) => void;
  onToggleVisible: (ticket: Ticket) => void;
  busy: boolean;
}

/** One ticket type of the event as a card: its sale state, price, sales, window and actions. */
export default function TicketCard({ ticket, event, onDelete, onToggleVisible, busy }: TicketCardProps) {
  const intl = useIntl();
  const format = useOpsFormat();
  const state = ticketSaleState(ticket, event);
  const eventId = event.id;
  const percent = ticket.quantity > 0 ? Math.min(100, (ticket.sold / ticket.quantity) * 100) : 0;
  return (
    <ListTabCard
      title={ticket.name}
      titleSx={{ fontSize: '1.1rem', mb: 0.75 }}
      dimmed={!ticket.visible}
      badges={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip
            size="small"
            color={TICKET_STATE_COLOR[state]}
            label={<FormattedMessage id={`producerOps.ticket.state.${state}`} />}
          />
          {ticket.halfPriceAllowed && (
            <Chip
              size="small"
              variant="outlined"
              label={<FormattedMessage id="producerOps.ticket.halfPrice" />}
            />
          )}
        </Stack>
      }
      actions={
        <>
          <ListTabRowAction
            label={intl.formatMessage({ id: 'producerOps.ticket.edit' }, { name: ticket.name })}
            icon={<EditOutlined />}
            to={opsPaths.ticketEdit(eventId, ticket.id)}
          />
          <ListTabRowAction
            label={intl.formatMessage(
              { id: ticket.visible ? 'producerOps.ticket.hide' : 'producerOps.ticket.show' },
              { name: ticket.name },
            )}
            icon={ticket.visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
            disabled={busy}
            onClick={() => onToggleVisible(ticket)}
          />
          <ListTabRowAction
            label={intl.formatMessage({ id: 'producerOps.ticket.delete' }, { name: ticket.name })}
            icon={<DeleteOutlineOutlined />}
            color="error"
            disabled={busy}
            onClick={() => onDelete(ticket)}
          />
        </>
      }
    >
      <CardStat size={{ xs: 6, md: 2 }} labelId="producerOps.ticket.price">
        {ticket.price === 0 ? <FormattedMessage id="producerOps.ticket.free" /> : format.money(ticket.price)}
      </CardStat>
      <CardStat
        size={{ xs: 6, md: 2 }}
        labelId="producerOps.ticket.sold"
        progress={{
          value: percent,
          label: intl.formatMessage({ id: 'producerOps.ticket.soldBar' }, { name: ticket.name }),
        }}
      >
        <FormattedMessage
          id="producerOps.ticket.soldOf"
          values={{ sold: format.number(ticket.sold), quantity: format.number(ticket.quantity) }}
        />
      </CardStat>
      <CardStat size={{ xs: 12, md: 3 }} labelId="producerOps.ticket.window" detail>
        <Typography variant="body2">
          <FormattedMessage
            id="producerOps.window.range"
            values={{ from: format.dateTime(ticket.salesStart), to: format.dateTime(ticket.salesEnd) }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="producerOps.ticket.perOrder"
            values={{ min: ticket.minPerOrder, max: ticket.maxPerOrder }}
          />
        </Typography>
      </CardStat>
    </ListTabCard>
  );
}
