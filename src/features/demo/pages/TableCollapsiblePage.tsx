import KeyboardArrowDownOutlined from '@mui/icons-material/KeyboardArrowDownOutlined';
import KeyboardArrowUpOutlined from '@mui/icons-material/KeyboardArrowUpOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import ErrorState from '@/components/states/ErrorState';
import ScrollableTable from '@/components/table/ScrollableTable';
import type { DemoEventRow } from '../data/demoEvents';
import { eventPriceText, type EventColumnKey } from '../data/eventColumns';
import { EventCells, EventHeadCells } from '../tables/EventCells';
import EventsDemoPage from '../components/EventsDemoPage';

const COLUMNS: readonly EventColumnKey[] = ['title', 'date', 'place', 'price'];

/** The ticket types of one event, loaded when its row opens. */
function TicketTypes({ event }: { event: DemoEventRow }) {
  const intl = useIntl();
  const tickets = useGetEventTicketsQuery(event.id);
  if (tickets.isLoading)
    return (
      <Box
        role="status"
        aria-busy="true"
        aria-label={intl.formatMessage({ id: 'demo.tables.collapsible.loading' })}
      >
        <Skeleton variant="rounded" height={96} />
      </Box>
    );
  if (tickets.isError || !tickets.data)
    return (
      <ErrorState
        error={tickets.error}
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  if (tickets.data.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="demo.tables.collapsible.none" />
      </Typography>
    );
  return (
    <Table
      size="small"
      aria-label={intl.formatMessage({ id: 'demo.tables.collapsible.tickets' }, { title: event.title })}
    >
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="demo.tables.collapsible.ticket" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="demo.events.col.price" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="demo.events.col.sold" />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage id="demo.tables.collapsible.left" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tickets.data.map((ticket) => (
          <TableRow key={ticket.id}>
            <TableCell component="th" scope="row">
              {ticket.name}
            </TableCell>
            <TableCell align="right">{eventPriceText(intl, ticket.price)}</TableCell>
            <TableCell align="right">{intl.formatNumber(ticket.sold)}</TableCell>
            <TableCell align="right">
              {intl.formatNumber(Math.max(0, ticket.quantity - ticket.sold))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EventRow({ row }: { row: DemoEventRow }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <TableRow hover sx={{ '& > td, & > th': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={intl.formatMessage({ id: 'demo.tables.collapsible.toggle' }, { title: row.title })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpOutlined /> : <KeyboardArrowDownOutlined />}
          </IconButton>
        </TableCell>
        <EventCells row={row} columns={COLUMNS} />
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS.length + 1} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={panelId}>
            <Box sx={{ py: 2 }}>
              <TicketTypes event={row} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** /tables/collapsible: each event opens onto its ticket types (price, sold, left), read when opened. */
export default function TableCollapsiblePage() {
  const intl = useIntl();
  return (
    <EventsDemoPage titleId="demo.tables.collapsible.title" subtitleId="demo.tables.collapsible.subtitle">
      {(rows) => (
        <Paper variant="outlined">
          <ScrollableTable label={intl.formatMessage({ id: 'demo.tables.collapsible.label' })} size="medium">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <EventHeadCells columns={COLUMNS} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <EventRow key={row.id} row={row} />
              ))}
            </TableBody>
          </ScrollableTable>
        </Paper>
      )}
    </EventsDemoPage>
  );
}
