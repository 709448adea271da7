import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event, Ticket } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import ErrorState from '@/components/states/ErrorState';
import { purchaseBlock, type PurchaseBlock } from '../tickets';
import { checkoutPath, type PageVariant } from '../variant';
import TicketList from './TicketList';

function blockMessage(block: PurchaseBlock): { id: string; values?: Record<string, string> } {
  switch (block.reason) {
    case 'cancelled':
      return { id: 'events.buy.blocked.cancelled' };
    case 'eventEnded':
      return { id: 'events.buy.blocked.eventEnded' };
    case 'noTickets':
      return { id: 'events.buy.blocked.noTickets' };
    case 'soldOut':
      return { id: 'events.buy.blocked.soldOut' };
    case 'salesEnded':
      return { id: 'events.buy.blocked.salesEnded' };
    case 'notStarted':
      return { id: 'events.buy.blocked.notStarted', values: { date: block.opensAt } };
  }
}

function BuyButton({
  event,
  tickets,
  now,
  variant,
}: {
  event: Event;
  tickets: readonly Ticket[] | undefined;
  now: number;
  variant: PageVariant;
}) {
  const intl = useIntl();
  const reasonId = useId();
  const block = tickets ? purchaseBlock(event, tickets, now) : null;
  if (tickets && !block) {
    return (
      <Button
        variant="contained"
        size="large"
        fullWidth
        component={RouterLink}
        to={checkoutPath(variant, event.id)}
        startIcon={<ConfirmationNumberOutlined />}
      >
        <FormattedMessage id="events.buy" />
      </Button>
    );
  }
  const message = block ? blockMessage(block) : null;
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled
        startIcon={<ConfirmationNumberOutlined />}
        aria-describedby={message ? reasonId : undefined}
      >
        <FormattedMessage id="events.buy" />
      </Button>
      {message && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {intl.formatMessage(
            { id: message.id },
            message.values?.date
              ? {
                  date: intl.formatDate(message.values.date, {
                    day: 'numeric',
                    month: 'long',
                    hour: '2-digit',
                    minute: '2-digit',
                  }),
                }
              : undefined,
          )}
        </Typography>
      )}
    </Stack>
  );
}

/** The ticket types on sale and the way to buy them, or why they cannot be bought. */
export default function TicketsPanel({
  event,
  variant,
  now,
}: {
  event: Event;
  variant: PageVariant;
  now: number;
}) {
  const headingId = useId();
  const { data: tickets, error, isError, refetch } = useGetEventTicketsQuery(event.id);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 96 } }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="events.tickets.title" />
      </Typography>
      {isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} titleId="events.tickets.error" />
      ) : tickets ? (
        <TicketList tickets={tickets} now={now} />
      ) : (
        <Stack spacing={1} aria-hidden>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="70%" />
        </Stack>
      )}
      {tickets?.some((t) => t.visible && t.halfPriceAllowed) && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          <FormattedMessage id="events.tickets.halfPriceNote" />
        </Typography>
      )}
      <Box sx={{ mt: 2.5 }}>
        <BuyButton event={event} tickets={isError ? undefined : tickets} now={now} variant={variant} />
      </Box>
    </Paper>
  );
}
