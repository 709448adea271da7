import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderWithTickets } from '@/api/contract/checkout';

/** The tickets of a paid order, each with its download. */
export default function ThanksTickets({
  order,
  names,
}: {
  order: OrderWithTickets;
  names: Record<string, string>;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="thanks-tickets"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1 }}
      >
        <Typography id="thanks-tickets" variant="h4" component="h2">
          <FormattedMessage id="checkout.thanks.tickets" values={{ count: order.tickets.length }} />
        </Typography>
        <Button component={RouterLink} to="/cliente/ingressos" startIcon={<ConfirmationNumberOutlined />}>
          <FormattedMessage id="checkout.thanks.myTickets" />
        </Button>
      </Stack>
      <List disablePadding>
        {order.tickets.map((ticket) => (
          <ListItem
            key={ticket.code}
            divider
            disableGutters
            sx={{ flexWrap: 'wrap', gap: 1 }}
            secondaryAction={undefined}
          >
            <ListItemText
              primary={ticket.holderName}
              secondary={
                <>
                  {names[ticket.ticketId] ?? ''}
                  {ticket.halfPrice && (
                    <>
                      {' · '}
                      <FormattedMessage id="checkout.thanks.half" />
                    </>
                  )}
                  {' · '}
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {ticket.code}
                  </Box>
                </>
              }
              sx={{ minWidth: 200 }}
            />
            <Button
              component={RouterLink}
              to={`/download/${encodeURIComponent(ticket.code)}`}
              variant="outlined"
              size="small"
              startIcon={<DownloadOutlined />}
              aria-label={`${ticket.holderName}: ${ticket.code}`}
            >
              <FormattedMessage id="checkout.thanks.download" />
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
