import AddOutlined from '@mui/icons-material/AddOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { MY_EVENTS_SORTS, type MyEvent } from '@/api/contract/producer';
import { useGetMyEventsQuery } from '@/api/endpoints/producer';
import { useListUrlState } from '@/components/grid/useListUrlState';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatCents } from '@/utils/br';
import CoverThumb from '../components/CoverThumb';
import EventStatusChip from '../components/EventStatusChip';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { EVENT_WHEN } from '../labels';

const STATUSES = ['published', 'draft', 'ended', 'cancelled'] as const satisfies readonly Event['status'][];
const PAGE_SIZE = 10;
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

function EventRow({ event }: { event: MyEvent }) {
  const intl = useIntl();
  const headingId = useId();
  const { sold, capacity, revenue } = event.stats;
  const percent = capacity > 0 ? Math.min(100, Math.round((sold / capacity) * 100)) : 0;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 2.5 }}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        <CoverThumb
          coverUrl={event.coverUrl}
          category={event.category}
          sx={{
            width: { xs: '100%', sm: 180 },
            alignSelf: 'flex-start',
            // On a phone the list stays short: a real cover as a low banner, no placeholder at all.
            aspectRatio: { xs: '3 / 1', sm: '16 / 9' },
            display: event.coverUrl ? 'block' : { xs: 'none', sm: 'block' },
          }}
        />
        <Stack spacing={1.25} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography
              id={headingId}
              variant="h3"
              component="h2"
              sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}
            >
              <Link component={RouterLink} to={manageLink(event)} color="inherit" underline="hover">
                {event.title}
              </Link>
            </Typography>
            <EventStatusChip status={event.status} />
          </Stack>
          <Stack spacing={0.5} sx={{ color: 'text.secondary' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ScheduleOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{intl.formatDate(event.startsAt, EVENT_WHEN)}</Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              {event.online ? (
                <LaptopOutlined fontSize="small" aria-hidden />
              ) : (
                <PlaceOutlined fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" noWrap>
                {event.venue ? (
                  `${event.venue.name} · ${event.venue.city} - ${event.venue.state}`
                ) : (
                  <FormattedMessage id="producer.online" />
                )}
              </Typography>
            </Stack>
          </Stack>
          <Stack
            direction="row"
            sx={{ gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', alignItems: 'flex-start', pt: 0.5 }}
          >
            <Box sx={{ minWidth: 160, flexGrow: { xs: 1, sm: 0 } }}>
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
            <Box sx={{ ml: { sm: 'auto' }, alignSelf: 'flex-end' }}>
              <Button
                component={RouterLink}
                to={manageLink(event)}
                variant="outlined"
                size="small"
                aria-label={intl.formatMessage({ id: 'producer.list.manageAria' }, { title: event.title })}
              >
                <FormattedMessage id="producer.list.manage" />
              </Button>
            </Box>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}

function ListSkeleton() {
  const intl = useIntl();
  return (
    <Stack
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <Skeleton variant="rounded" sx={{ width: { xs: '100%', sm: 180 }, height: 101 }} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton width="55%" height={30} />
              <Skeleton width="40%" />
              <Skeleton width="35%" />
              <Skeleton width="60%" height={30} />
            </Box>
          </Stack>
        </Card>
      ))}
    </Stack>
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
  const [text, setText] = useDebouncedText(list.values.search, (value) => list.setFilter('search', value), {
    delayMs: 350,
    normalize: (value) => value.trim(),
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
        {data.items.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
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
          <SearchField
            value={text}
            onChange={setText}
            label={intl.formatMessage({ id: 'producer.list.search' })}
            placeholder={intl.formatMessage({ id: 'producer.list.search.placeholder' })}
            sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}
          />
          <TextField
            select
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
          </TextField>
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
