import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Ticket } from '@/api/contract/domain';
import { useListAttendeesQuery } from '@/api/endpoints/producerOps';
import { useOpsFormat } from './format';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const RESULTS = 8;

/** Find a holder by name (or part of the code) and let them in from the result. */
export default function NameCheckin({
  eventId,
  tickets,
  onCheckIn,
}: {
  eventId: string;
  tickets: Ticket[];
  onCheckIn: (code: string) => void;
}) {
  const intl = useIntl();
  const format = useOpsFormat();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const skip = search.length < 2;
  const { data, error, isFetching, refetch } = useListAttendeesQuery(
    { eventId, search, pageSize: RESULTS, page: 1, sort: 'holderName:asc' },
    { skip },
  );
  const name = (id: string) => tickets.find((tk) => tk.id === id)?.name ?? id;

  let results;
  if (skip) results = null;
  else if (isFetching && !data) results = <Skeleton variant="rounded" height={120} />;
  else if (error)
    results = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        {apiErrorText(intl, error, intl.formatMessage({ id: 'states.error.generic' }))}
      </Alert>
    );
  else if (data && data.items.length === 0)
    results = (
      <Typography color="text.secondary" role="status">
        <FormattedMessage id="producerOps.nameSearch.none" values={{ search }} />
      </Typography>
    );
  else if (data)
    results = (
      <>
        <List disablePadding aria-label={intl.formatMessage({ id: 'producerOps.nameSearch.results' })}>
          {data.items.map((a) => (
            <ListItem key={a.code} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ minWidth: 0, flex: '1 1 200px' }}
                primary={a.holderName}
                secondary={
                  <>
                    {name(a.ticketId)}
                    {a.halfPrice && ` · ${intl.formatMessage({ id: 'producerOps.ticket.halfPriceShort' })}`}
                    {' · '}
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {a.code}
                    </Box>
                  </>
                }
              />
              {a.checkedInAt ? (
                <Chip
                  color="success"
                  icon={<CheckCircleOutlined />}
                  label={intl.formatMessage(
                    { id: 'producerOps.attendee.inAt' },
                    { date: format.dateTime(a.checkedInAt) },
                  )}
                />
              ) : (
                <Button
                  variant="contained"
                  onClick={() => onCheckIn(a.code)}
                  aria-label={intl.formatMessage(
                    { id: 'producerOps.nameSearch.checkInName' },
                    { name: a.holderName },
                  )}
                >
                  <FormattedMessage id="producerOps.nameSearch.checkIn" />
                </Button>
              )}
            </ListItem>
          ))}
        </List>
        {data.total > data.items.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <FormattedMessage
              id="producerOps.nameSearch.more"
              values={{ count: data.total - data.items.length }}
            />
          </Typography>
        )}
      </>
    );

  return (
    <Stack spacing={1.5}>
      <TextField
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={intl.formatMessage({ id: 'producerOps.nameSearch.label' })}
        helperText={intl.formatMessage({ id: 'producerOps.nameSearch.help' })}
        autoComplete="off"
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      {results}
    </Stack>
  );
}
