import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import NativeSelectField from '@/components/form/NativeSelectField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import { useGetCatalogFiltersQuery, useGetPublicEventsQuery } from '@/api/endpoints/events';
import EventCard from '@/components/events/EventCard';
import EventCardSkeleton from '@/components/events/EventCardSkeleton';
import EventPrice from '@/components/events/EventPrice';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useUp } from '@/hooks/useBreakpoint';
import { useOpenedOnce } from '@/hooks/useOpenedOnce';
import {
  activeFilterCount,
  effectiveSort,
  hasSearchOrFilters,
  PAGE_SIZE,
  toCatalogQuery,
  type CatalogFilters,
  type SortKey,
} from '../catalogParams';
import { useCatalogFilters } from '../hooks/useCatalogFilters';
import UrlSearchField from '@/components/list/UrlSearchField';
import { srOnly } from '@/components/srOnly';
import { eventPath, type PageVariant } from '../variant';
import ActiveFilterChips from './ActiveFilterChips';
import CatalogFilterFields from './CatalogFilterFields';
import PageFrame from './PageFrame';

/*
 * The phone's filters drawer (with MUI's modal behind it) is not part of the catalogue's load: it loads
 * and mounts the first time it opens.
 */
const FiltersDrawer = lazy(() => import('./FiltersDrawer'));

const SORTS: { value: SortKey; labelId: string }[] = [
  { value: 'date', labelId: 'events.sort.date' },
  { value: 'price', labelId: 'events.sort.price' },
  { value: 'relevance', labelId: 'events.sort.relevance' },
];

/** A value chosen in the URL stays selectable even when the server no longer lists it. */
function withCurrent(options: readonly string[] | undefined, current: string | null): string[] {
  const list = [...(options ?? [])];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

function ResultsGrid({ events, variant }: { events: Event[]; variant: PageVariant }) {
  const { search } = useLocation();
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Grid key={event.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
          <EventCard
            event={event}
            to={eventPath(variant, event.id)}
            headingLevel="h3"
            state={{ catalogSearch: search }}
            footer={<EventPrice priceFrom={event.priceFrom} />}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function SkeletonGrid() {
  return (
    <Grid container spacing={2}>
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
          <EventCardSkeleton />
        </Grid>
      ))}
    </Grid>
  );
}

/** The public catalogue of events: search, filters, order and pages, all kept in the URL. */
export default function EventCatalog({ variant }: { variant: PageVariant }) {
  const intl = useIntl();
  // Layout by CSS breakpoints (the prerendered page and its hydration agree); the hook only tunes the
  // pagination, which appears with the data.
  const isDesktop = useUp('md');
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted, so it slides out as it slid in.
  const drawerShown = useOpenedOnce(drawerOpen);
  const resultsRef = useRef<HTMLElement>(null);
  const resultsHeadingId = useId();
  const filtersHeadingId = useId();

  const { filters, update, clear } = useCatalogFilters();
  const query = useMemo(() => toCatalogQuery(filters), [filters]);
  const { data: fresh, error, isLoading, isFetching, isError, refetch } = useGetPublicEventsQuery(query);
  // The cards are drawn behind the update that brings them, in slices React can interrupt: on a slow
  // phone the grid no longer holds a tap for a few hundred milliseconds (the skeleton stays until then).
  const data = useDeferredValue(fresh);
  const { data: options } = useGetCatalogFiltersQuery(undefined);

  const count = activeFilterCount(filters);
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  const fields = (
    <CatalogFilterFields
      filters={filters}
      categories={withCurrent(options?.categories, filters.category)}
      cities={withCurrent(options?.cities, filters.city)}
      onChange={update}
      onClear={clear}
    />
  );

  const changePage = (page: number) => {
    update({ page } satisfies Partial<CatalogFilters>);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let results: ReactNode;
  if (isError) {
    results = <ErrorState error={error} onRetry={() => void refetch()} titleId="events.catalogue.error" />;
  } else if (!data) {
    results = (
      <>
        <Typography sx={srOnly} role="status">
          <FormattedMessage id="events.catalogue.loading" />
        </Typography>
        <SkeletonGrid />
      </>
    );
  } else if (data.total === 0) {
    results = hasSearchOrFilters(filters) ? (
      <EmptyState
        icon={SearchOffOutlined}
        titleId="events.catalogue.empty.title"
        bodyId="events.catalogue.empty.filtered"
        action={
          <Button variant="contained" startIcon={<FilterAltOffOutlined />} onClick={clear}>
            <FormattedMessage id="events.filters.clear" />
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={EventBusyOutlined}
        titleId="events.catalogue.empty.none"
        bodyId="events.catalogue.empty.noneBody"
      />
    );
  } else if (data.items.length === 0) {
    results = (
      <EmptyState
        titleId="events.catalogue.pageOut.title"
        action={
          <Button variant="outlined" onClick={() => update({ page: 1 })}>
            <FormattedMessage id="events.catalogue.pageOut.first" />
          </Button>
        }
      />
    );
  } else {
    results = (
      <Box sx={{ opacity: isFetching ? 0.55 : 1, transition: 'opacity 150ms' }}>
        <ResultsGrid events={data.items} variant={variant} />
      </Box>
    );
  }

  return (
    <PageFrame variant={variant}>
      <PageHeader titleId="events.catalogue.title" subtitleId="events.catalogue.subtitle" />
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 3 }}>
        <Paper
          component="aside"
          variant="outlined"
          aria-labelledby={filtersHeadingId}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 280,
            flexShrink: 0,
            p: 2.5,
            position: 'sticky',
            top: 96,
          }}
        >
          <Typography id={filtersHeadingId} variant="h3" component="h2" sx={{ mb: 2 }}>
            <FormattedMessage id="events.filters.title" />
          </Typography>
          {fields}
        </Paper>

        <Box
          component="section"
          ref={resultsRef}
          aria-labelledby={resultsHeadingId}
          aria-busy={isFetching}
          sx={{ flexGrow: 1, minWidth: 0, scrollMarginTop: 96 }}
        >
          <Typography id={resultsHeadingId} component="h2" sx={srOnly}>
            <FormattedMessage id="events.catalogue.results" />
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
            <UrlSearchField
              label={intl.formatMessage({ id: 'events.search.label' })}
              placeholder={intl.formatMessage({ id: 'events.search.placeholder' })}
              search={{ value: filters.search, commit: (text) => update({ search: text }) }}
              fullWidth
            />
            <Stack direction="row" sx={{ flexShrink: 0, gap: 1.5 }}>
              <Badge
                badgeContent={count}
                color="primary"
                sx={{ flexGrow: 1, display: { xs: 'inline-flex', md: 'none' } }}
              >
                <Button
                  variant="outlined"
                  startIcon={<TuneOutlined />}
                  onClick={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  aria-label={intl.formatMessage({ id: 'events.filters.button' }, { count })}
                  sx={{ height: 40, width: '100%', whiteSpace: 'nowrap' }}
                >
                  <FormattedMessage id="events.filters.title" />
                </Button>
              </Badge>
              <NativeSelectField
                label={intl.formatMessage({ id: 'events.sort.label' })}
                value={effectiveSort(filters)}
                onChange={(e) => {
                  const sort = SORTS.find((s) => s.value === e.target.value)?.value ?? null;
                  update({ sort });
                }}
                size="small"
                sx={{ minWidth: 170, flexGrow: 1 }}
              >
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {intl.formatMessage({ id: s.labelId })}
                  </option>
                ))}
              </NativeSelectField>
            </Stack>
          </Stack>

          <ActiveFilterChips filters={filters} onChange={update} />

          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 1.5, mb: 0.5, minHeight: 24 }}
          >
            <Typography variant="body2" color="text.secondary" role="status">
              {data && !isError && data.total > 0 && (
                <FormattedMessage id="events.catalogue.count" values={{ count: data.total }} />
              )}
            </Typography>
          </Stack>
          <Box sx={{ height: 4, mb: 1.5 }}>
            {isFetching && !isLoading && (
              <LinearProgress
                aria-label={intl.formatMessage({ id: 'events.catalogue.updating' })}
                sx={{ height: 3, borderRadius: 2 }}
              />
            )}
          </Box>

          {results}

          {data && !isError && pages > 1 && (
            <Stack sx={{ alignItems: 'center', mt: 3 }}>
              <Pagination
                aria-label={intl.formatMessage({ id: 'events.catalogue.pagination' })}
                page={Math.min(filters.page, pages)}
                count={pages}
                onChange={(_, page) => changePage(page)}
                color="primary"
                siblingCount={isDesktop ? 1 : 0}
                boundaryCount={1}
                disabled={isFetching}
              />
            </Stack>
          )}
        </Box>
      </Stack>

      {drawerShown && (
        <Suspense fallback={null}>
          <FiltersDrawer
            open={drawerOpen && !isDesktop}
            onClose={() => setDrawerOpen(false)}
            total={data && !isFetching ? data.total : null}
          >
            {fields}
          </FiltersDrawer>
        </Suspense>
      )}
    </PageFrame>
  );
}
