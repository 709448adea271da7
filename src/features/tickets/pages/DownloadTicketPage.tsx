import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import type { TicketDownload } from '@/api/contract/tickets';
import { useGetTicketDownloadQuery } from '@/api/endpoints/tickets';
import Logo from '@/components/Logo';
import ErrorState from '@/components/states/ErrorState';
import { orderCode } from '@/utils/orderCode';
import { EVENT_DATE, ORDER_STATUS, venueLine } from '../components/ticketLabels';
import TicketQr from '../components/TicketQr';

// Paper gets only the ticket: no site chrome, no buttons, dark text on white whatever the theme.
const printStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '@media print': {
        '@page': { margin: '12mm' },
        'header, footer, .skip-link, .no-print': { display: 'none !important' },
        'html, body, #root, main': {
          background: `${theme.palette.common.white} !important`,
          color: `${theme.palette.common.black} !important`,
        },
        '.printable-ticket': {
          boxShadow: 'none !important',
          borderColor: `${theme.palette.grey[500]} !important`,
          background: `${theme.palette.common.white} !important`,
          breakInside: 'avoid',
        },
        '.printable-ticket *': {
          color: `${theme.palette.common.black} !important`,
          borderColor: `${theme.palette.grey[400]} !important`,
        },
        '.printable-ticket .MuiChip-root': { borderColor: `${theme.palette.grey[700]} !important` },
      },
    })}
  />
);

function Field({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

function PrintableTicket({ data }: { data: TicketDownload }) {
  const intl = useIntl();
  const { attendee, event, ticket, order } = data;
  const place = venueLine(event);
  const status = order ? ORDER_STATUS[order.status] : null;
  return (
    <Paper variant="outlined" className="printable-ticket" sx={{ overflow: 'hidden', borderRadius: 3 }}>
      <Stack
        direction="row"
        sx={{
          px: { xs: 2, sm: 3 },
          py: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
          gap: 1,
        }}
      >
        <Logo height={26} />
        <Typography variant="overline" component="p" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          <FormattedMessage id="tickets.download.kicker" />
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ p: { xs: 2, sm: 3 }, gap: 3 }}>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
            {event.title}
          </Typography>
          <Field labelId="tickets.download.when">{intl.formatDate(event.startsAt, EVENT_DATE)}</Field>
          <Field labelId="tickets.download.where">
            {place ?? <FormattedMessage id="tickets.event.online" />}
          </Field>
          <Divider />
          <Field labelId="tickets.card.holder">{attendee.holderName}</Field>
          <Field labelId="tickets.download.type">
            {ticket.name}
            {attendee.halfPrice && (
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                sx={{ ml: 1 }}
                label={<FormattedMessage id="tickets.card.halfPrice" />}
              />
            )}
          </Field>
          <Field labelId="tickets.door.code">
            <Box
              component="span"
              sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: 2, overflowWrap: 'anywhere' }}
            >
              {attendee.code}
            </Box>
          </Field>
          <Field labelId="tickets.download.order">{orderCode(attendee.orderId)}</Field>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <TicketQr code={attendee.code} size={220} />
          {status && (
            <Chip
              size="small"
              variant="outlined"
              color={status.color}
              label={<FormattedMessage id={status.labelId} />}
            />
          )}
          {attendee.checkedInAt && (
            <Typography variant="body2" color="text.secondary">
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
            </Typography>
          )}
        </Stack>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 3 }, py: 2, borderTop: (t) => `1px dashed ${t.palette.divider}` }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="tickets.download.instructions" />
        </Typography>
        {attendee.halfPrice && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <FormattedMessage id="tickets.download.halfPriceNote" />
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** A ticket on its own page, to print or save as PDF; public, found by its code. */
export default function DownloadTicketPage() {
  const { code = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useGetTicketDownloadQuery(code, { skip: code === '' });
  const notFound = code === '' || (isError && isApiError(error) && error.kind === 'notFound');

  let body;
  if (isLoading)
    body = (
      <Paper variant="outlined" sx={{ p: 3 }} aria-busy="true">
        <Skeleton width="60%" height={44} />
        <Skeleton width="40%" />
        <Skeleton width="50%" />
        <Skeleton variant="rectangular" width={220} height={220} sx={{ mt: 2 }} />
      </Paper>
    );
  else if (notFound)
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Box sx={{ fontSize: 56, color: 'text.secondary', lineHeight: 0 }} aria-hidden>
          <ConfirmationNumberOutlined fontSize="inherit" />
        </Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem', mt: 2 }}>
          <FormattedMessage id="tickets.download.notFoundTitle" />
        </Typography>
        <Typography role="alert" sx={{ mt: 1.5 }}>
          {isApiError(error) && error.fromServer ? (
            error.message
          ) : (
            <FormattedMessage id="tickets.download.notFound" />
          )}
        </Typography>
        {code && (
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <FormattedMessage
              id="tickets.download.codeTried"
              values={{
                code: (
                  <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                    {code}
                  </Box>
                ),
              }}
            />
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          <Button variant="contained" component={RouterLink} to="/cliente/ingressos">
            <FormattedMessage id="tickets.download.mine" />
          </Button>
          <Button variant="outlined" component={RouterLink} to="/eventos">
            <FormattedMessage id="tickets.empty.cta" />
          </Button>
        </Stack>
      </Paper>
    );
  else if (isError || !data)
    body = (
      <>
        <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
          <FormattedMessage id="tickets.download.kicker" />
        </Typography>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </>
    );
  else
    body = (
      <>
        {data.order && data.order.status !== 'paid' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <FormattedMessage id="tickets.download.notValid" />
          </Alert>
        )}
        <PrintableTicket data={data} />
        <Stack
          className="no-print"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 3, justifyContent: 'center' }}
        >
          <Button
            variant="contained"
            size="large"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
          >
            <FormattedMessage id="tickets.download.print" />
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/cliente/ingressos">
            <FormattedMessage id="tickets.download.mine" />
          </Button>
        </Stack>
      </>
    );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {printStyles}
      {body}
    </Container>
  );
}
