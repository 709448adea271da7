import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { MY_EVENTS_SORTS, type MyEvent } from '@/api/contract/producer';
import { useGetMyEventsQuery } from '@/api/endpoints/producer';
import EventCard from '@/components/events/EventCard';
import EventCardSkeleton from '@/components/events/EventCardSkeleton';
import { useListUrlState } from '@/components/grid/useListUrlState';
import { CARD_GRID_ITEM } from '@/components/states/cardGrid';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatCents } from '@/utils/br';
import EventStatusChip from '../components/EventStatusChip';
import UrlSearchField from '@/components/list/UrlSearchField';

const STATUSES = ['published', 'draft', 'ended', 'cancelled'] as const satisfies readonly Event['status'][];
// Twelve fill whole rows of the grid's two or three columns.
const PAGE_SIZE = 12;
const CREATE_PATH = '/produtor/eventos/criar';

function manageLink(event: Event) {
  return `/produtor/eventos/${encodeURIComponent(event.id)}/resumo`;
}

function Stat({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Under the event's card: tickets sold over capacity, net revenue, and the way to manage it. */
function EventNumbers({ event }: { event: MyEvent }) {
  const intl = useIntl();
  const { sold, capacity, revenue } = event.stats;
  const percent = capacity > 0 ? Math.min(100, Math.round((sold / capacity) * 100)) : 0;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 140 }}>
          <Stat label={<FormattedMessage id="producer.list.sold" />}>
            <FormattedMessage
              id="producer.list.soldOf"
              values={{
                sold: <FormattedNumber value={sold} />,
                capacity: <FormattedNumber value={capacity} />,
              }}
            />
          </Stat>
          <LinearProgress
            variant="determinate"
            value={percent}
            sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
            aria-label={intl.formatMessage({ id: 'producer.list.soldAria' }, { sold, capacity, percent })}
          />
        </Box>
        <Stat label={<FormattedMessage id="producer.list.revenue" />}>{formatCents(revenue)}</Stat>
      </Stack>
      <Button
        component={RouterLink}
        to={manageLink(event)}
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        aria-label={intl.formatMessage({ id: 'producer.list.manageAria' }, { title: event.title })}
      >
        <FormattedMessage id="producer.list.manage" />
      </Button>
    </Stack>
  );
}

function ListSkeleton() {
  const intl = useIntl();
  return (
    <CardGridSkeleton label={intl.formatMessage({ id: 'common.loading' })} card={<EventCardSkeleton />} />
  );
}

/**
 * /produtor/meus-eventos, /empresa/meus-eventos and /empresa/eventos: the seller's events with their
 * status, sales and revenue; filters and search live in the URL.
 */
export default function MyEventsPage() {
  const intl = useIntl();
  const list = useListUrlState({ filters: ['search', 'status', 'sort'] as const, pageSize: PAGE_SIZE });
  const status = STATUSES.find((s) => s === list.values.status);
  const sort = MY_EVENTS_SORTS.find((s) => s === list.values.sort) ?? 'upcoming';
  const search = list.values.search.trim();
  const query = useGetMyEventsQuery({
    page: list.query.page,
    pageSize: PAGE_SIZE,
    search: search || undefined,
    status,
    sort,
  });
  const filtered = Boolean(status || search);
  const data = query.data;
  const counts = data?.counts;
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  const createButton = (
    <Button component={RouterLink} to={CREATE_PATH} variant="contained" startIcon={<AddOutlined />}>
      <FormattedMessage id="producer.list.create" />
    </Button>
  );

  let body: ReactNode;
  if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!data) body = <ListSkeleton />;
  else if (data.items.length === 0 && !filtered && data.counts.all === 0)
    body = (
      <EmptyState
        icon={EventOutlined}
        titleId="producer.empty.title"
        bodyId="producer.empty.body"
        action={createButton}
      />
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={SearchOffOutlined}
        titleId="producer.empty.filtered"
        bodyId="producer.empty.filtered.body"
        action={
          <Button variant="outlined" onClick={() => list.clearFilters()}>
            <FormattedMessage id="common.clearFilters" />
          </Button>
        }
      />
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary" role="status">
          <FormattedMessage id="producer.list.count" values={{ count: data.total }} />
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((event) => (
            <Grid key={event.id} component="li" size={CARD_GRID_ITEM}>
              <EventCard
                event={event}
                to={manageLink(event)}
                headingLevel="h2"
                status={<EventStatusChip status={event.status} />}
                actions={<EventNumbers event={event} />}
              />
            </Grid>
          ))}
        </Grid>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={list.query.page}
            onChange={(_e, page) => {
              list.onPaginationModelChange({ page: page - 1, pageSize: PAGE_SIZE });
              window.scrollTo({ top: 0 });
            }}
            sx={{ alignSelf: 'center', pt: 1 }}
          />
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader
        titleId="route.producer.events"
        subtitleId="producer.list.subtitle"
        actions={createButton}
      />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <UrlSearchField
            search={{
              value: list.values.search,
              commit: (value) => list.setFilter('search', value),
              delayMs: 350,
            }}
            label={intl.formatMessage({ id: 'producer.list.search' })}
            placeholder={intl.formatMessage({ id: 'producer.list.search.placeholder' })}
            sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
          />
          <SelectField
            size="small"
            value={sort}
            onChange={(e) => list.setFilter('sort', e.target.value === 'upcoming' ? '' : e.target.value)}
            label={intl.formatMessage({ id: 'producer.list.sort' })}
            sx={{ minWidth: 220 }}
          >
            {MY_EVENTS_SORTS.map((s) => (
              <MenuItem key={s} value={s}>
                <FormattedMessage id={`producer.sort.${s.replace(':', '.')}`} />
              </MenuItem>
            ))}
          </SelectField>
        </Stack>
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap' }}
          role="group"
          aria-label={intl.formatMessage({ id: 'producer.list.statusFilter' })}
        >
          <Chip
            label={<FormattedMessage id="producer.filter.all" values={{ count: counts?.all ?? '…' }} />}
            color={status ? 'default' : 'primary'}
            variant={status ? 'outlined' : 'filled'}
            onClick={() => list.setFilter('status', '')}
            aria-pressed={!status}
          />
          {STATUSES.map((s) => (
            <Chip
              key={s}
              label={<FormattedMessage id={`producer.filter.${s}`} values={{ count: counts?.[s] ?? '…' }} />}
              color={status === s ? 'primary' : 'default'}
              variant={status === s ? 'filled' : 'outlined'}
              onClick={() => list.setFilter('status', status === s ? '' : s)}
              aria-pressed={status === s}
            />
          ))}
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        {query.isFetching && data && (
          <LinearProgress sx={{ position: 'absolute', top: -12, left: 0, right: 0 }} aria-hidden />
        )}
        {body}
      </Box>
    </>
  );
}
