import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event, Ticket } from '@/api/contract/domain';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import ErrorState from '@/components/states/ErrorState';
import { purchaseBlock } from '../tickets';
import { checkoutPath, type PageVariant } from '../variant';
import TicketList from './TicketList';
import { usePurchaseBlockText } from './usePurchaseBlockText';

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
  const reasonId = useId();
  const block = tickets ? purchaseBlock(event, tickets, now) : null;
  const reason = usePurchaseBlockText(block);
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
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled
        startIcon={<ConfirmationNumberOutlined />}
        aria-describedby={reason ? reasonId : undefined}
      >
        <FormattedMessage id="events.buy" />
      </Button>
      {reason && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {reason}
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
  buyRef,
}: {
  event: Event;
  variant: PageVariant;
  now: number;
  /** Where the buy button sits, so the phone's buy bar can step aside while it is on screen. */
  buyRef?: Ref<HTMLDivElement>;
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
      <Box ref={buyRef} sx={{ mt: 2.5 }}>
        <BuyButton event={event} tickets={isError ? undefined : tickets} now={now} variant={variant} />
      </Box>
    </Paper>
  );
}
