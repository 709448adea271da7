import AddOutlined from '@mui/icons-material/AddOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Ticket } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import { useDeleteTicketMutation, useUpdateTicketMutation } from '@/api/endpoints/producerOps';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { useOpsFormat, windowState } from '../ops/format';
import { opsPaths, useEventId } from '../ops/paths';
import TabHeader from '../ops/TabHeader';
import { apiErrorText } from '@/components/feedback/apiErrorText';

type SaleState = 'hidden' | 'soldOut' | 'upcoming' | 'open' | 'closed';
const SALE_COLOR: Record<SaleState, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  hidden: 'default',
  soldOut: 'error',
  upcoming: 'info',
  open: 'success',
  closed: 'default',
};

function saleState(ticket: Ticket): SaleState {
  if (!ticket.visible) return 'hidden';
  const window = windowState(ticket.salesStart, ticket.salesEnd);
  if (window === 'open' && ticket.sold >= ticket.quantity) return 'soldOut';
  return window;
}

interface TicketRowProps {
  ticket: Ticket;
  eventId: string;
  onDelete: (ticket: Ticket) => void;
  onToggleVisible: (ticket: Ticket) => void;
  busy: boolean;
}

function TicketRow({ ticket, eventId, onDelete, onToggleVisible, busy }: TicketRowProps) {
  const intl = useIntl();
  const format = useOpsFormat();
  const headingId = useId();
  const state = saleState(ticket);
  const percent = ticket.quantity > 0 ? Math.min(100, (ticket.sold / ticket.quantity) * 100) : 0;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, opacity: ticket.visible ? 1 : 0.85 }}
    >
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
            {ticket.name}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <Chip
              size="small"
              color={SALE_COLOR[state]}
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
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.ticket.price" />
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {ticket.price === 0 ? <FormattedMessage id="producerOps.ticket.free" /> : format.money(ticket.price)}
          </Typography>
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.ticket.sold" />
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage
              id="producerOps.ticket.soldOf"
              values={{ sold: format.number(ticket.sold), quantity: format.number(ticket.quantity) }}
            />
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={intl.formatMessage({ id: 'producerOps.ticket.soldBar' }, { name: ticket.name })}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            <FormattedMessage id="producerOps.ticket.window" />
          </Typography>
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
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <Stack direction="row" sx={{ justifyContent: { xs: 'flex-start', md: 'flex-end' }, gap: 0.5 }}>
            <Tooltip title={intl.formatMessage({ id: 'producerOps.ticket.edit' }, { name: ticket.name })}>
              <IconButton
                component={RouterLink}
                to={opsPaths.ticketEdit(eventId, ticket.id)}
                aria-label={intl.formatMessage({ id: 'producerOps.ticket.edit' }, { name: ticket.name })}
              >
                <EditOutlined />
              </IconButton>
            </Tooltip>
            <Tooltip
              title={intl.formatMessage(
                { id: ticket.visible ? 'producerOps.ticket.hide' : 'producerOps.ticket.show' },
                { name: ticket.name },
              )}
            >
              <IconButton
                disabled={busy}
                onClick={() => onToggleVisible(ticket)}
                aria-label={intl.formatMessage(
                  { id: ticket.visible ? 'producerOps.ticket.hide' : 'producerOps.ticket.show' },
                  { name: ticket.name },
                )}
              >
                {ticket.visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </Tooltip>
            <Tooltip title={intl.formatMessage({ id: 'producerOps.ticket.delete' }, { name: ticket.name })}>
              <IconButton
                color="error"
                disabled={busy}
                onClick={() => onDelete(ticket)}
                aria-label={intl.formatMessage({ id: 'producerOps.ticket.delete' }, { name: ticket.name })}
              >
                <DeleteOutlineOutlined />
              </IconButton>
            </Tooltip>
          </Stack>
        </Grid>
      </Grid>
    </Paper>
  );
}

/** `ingressos`: the event's ticket types, with sales so far, and the way to create, edit, hide or delete them. */
export default function TicketsTab() {
  const intl = useIntl();
  const eventId = useEventId();
  const { data: tickets, error, isLoading, refetch } = useGetEventTicketsQuery(eventId);
  const [updateTicket, update] = useUpdateTicketMutation();
  const [deleteTicket, removal] = useDeleteTicketMutation();
  const [target, setTarget] = useState<Ticket | null>(null);

  const createButton = (
    <Button
      component={RouterLink}
      to={opsPaths.ticketCreate(eventId)}
      variant="contained"
      startIcon={<AddOutlined />}
    >
      <FormattedMessage id="producerOps.ticket.create" />
    </Button>
  );

  const setVisible = async (ticket: Ticket, visible: boolean) => {
    try {
      await updateTicket({ id: ticket.id, eventId, body: { visible } }).unwrap();
      notify(
        intl.formatMessage(
          { id: visible ? 'producerOps.ticket.shown' : 'producerOps.ticket.hidden' },
          { name: ticket.name },
        ),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.saveFailed' })), 'error');
    }
  };

  const confirm = async () => {
    if (!target) return;
    const ticket = target;
    if (ticket.sold > 0) {
      if (ticket.visible) await setVisible(ticket, false);
      setTarget(null);
      return;
    }
    try {
      await deleteTicket({ id: ticket.id, eventId }).unwrap();
      notify(intl.formatMessage({ id: 'producerOps.ticket.deleted' }, { name: ticket.name }), 'success');
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'producerOps.saveFailed' })), 'error');
    }
    setTarget(null);
  };

  let body;
  if (isLoading)
    body = (
      <Stack spacing={1.5} aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  else if (error || !tickets) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (tickets.length === 0)
    body = (
      <EmptyState
        icon={ConfirmationNumberOutlined}
        titleId="producerOps.ticket.empty.title"
        bodyId="producerOps.ticket.empty.body"
        action={createButton}
      />
    );
  else
    body = (
      <Stack spacing={1.5}>
        {tickets.map((ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            eventId={eventId}
            busy={update.isLoading || removal.isLoading}
            onDelete={setTarget}
            onToggleVisible={(tk) => void setVisible(tk, !tk.visible)}
          />
        ))}
      </Stack>
    );

  const sold = target?.sold ?? 0;
  return (
    <Box>
      <TabHeader
        titleId="producerOps.ticket.title"
        subtitleId="producerOps.ticket.subtitle"
        actions={tickets && tickets.length > 0 ? createButton : undefined}
      />
      {body}
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
