import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useGetManagedEventQuery } from '@/api/endpoints/producer';
import { useDeleteTicketMutation, useUpdateTicketMutation } from '@/api/endpoints/producerOps';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import ListTabCards from '@/components/list/ListTabCards';
import { opsPaths, useEventId } from '../ops/paths';
import TicketCard from '../ops/TicketCard';
import { useSaveNotice } from '../ops/useSaveNotice';

/** `ingressos`: the event's ticket types, with sales so far, and the way to create, edit, hide or delete them. */
export default function TicketsTab() {
  const intl = useIntl();
  const eventId = useEventId();
  const { data: tickets, error, isLoading, refetch } = useGetEventTicketsQuery(eventId);
  // The page above already holds the event (its status decides what a ticket's badge says).
  const { data: event } = useGetManagedEventQuery(eventId);
  const [updateTicket, update] = useUpdateTicketMutation();
  const [deleteTicket, removal] = useDeleteTicketMutation();
  const [target, setTarget] = useState<Ticket | null>(null);
  const saveNotice = useSaveNotice();

  const setVisible = async (ticket: Ticket, visible: boolean) => {
    await saveNotice(
      () => updateTicket({ id: ticket.id, eventId, body: { visible } }).unwrap(),
      intl.formatMessage(
        { id: visible ? 'producerOps.ticket.shown' : 'producerOps.ticket.hidden' },
        { name: ticket.name },
      ),
    );
  };

  const confirm = async () => {
    if (!target) return;
    const ticket = target;
    if (ticket.sold > 0) {
      if (ticket.visible) await setVisible(ticket, false);
      setTarget(null);
      return;
    }
    await saveNotice(
      () => deleteTicket({ id: ticket.id, eventId }).unwrap(),
      intl.formatMessage({ id: 'producerOps.ticket.deleted' }, { name: ticket.name }),
    );
    setTarget(null);
  };

  const sold = target?.sold ?? 0;
  return (
    <Box>
      <ListTabCards
        titleId="producerOps.ticket.title"
        subtitleId="producerOps.ticket.subtitle"
        items={tickets}
        ready={!error && tickets != null}
        isLoading={isLoading || event == null}
        error={error}
        onRetry={() => void refetch()}
        create={{ to: opsPaths.ticketCreate(eventId), labelId: 'producerOps.ticket.create' }}
        empty={{
          icon: ConfirmationNumberOutlined,
          titleId: 'producerOps.ticket.empty.title',
          bodyId: 'producerOps.ticket.empty.body',
        }}
      >
        {(ticket) =>
          event && (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              event={event}
              busy={update.isLoading || removal.isLoading}
              onDelete={setTarget}
              onToggleVisible={(tk) => void setVisible(tk, !tk.visible)}
            />
          )
        }
      </ListTabCards>
      <ConfirmDialog
        open={target != null}
        title={
          <FormattedMessage
            id={sold > 0 ? 'producerOps.ticket.cannotDelete.title' : 'producerOps.ticket.delete.title'}
            values={{ name: target?.name ?? '' }}
          />
        }
        confirmLabel={
          <FormattedMessage
            id={
              sold === 0
                ? 'common.delete'
                : target?.visible
                  ? 'producerOps.ticket.hideInstead'
                  : 'producerOps.understood'
            }
          />
        }
        destructive={sold === 0}
        busy={update.isLoading || removal.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setTarget(null)}
      >
        <FormattedMessage
          id={
            sold > 0
              ? target?.visible
                ? 'producerOps.ticket.cannotDelete.body'
                : 'producerOps.ticket.cannotDelete.hiddenBody'
              : 'producerOps.ticket.delete.body'
          }
          values={{ name: target?.name ?? '', sold }}
        />
      </ConfirmDialog>
    </Box>
  );
}
