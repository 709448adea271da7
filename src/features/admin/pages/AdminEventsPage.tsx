import { useIntl } from 'react-intl';
import type { Event } from '@/api/contract/domain';
import { useGetAdminEventsQuery, useModerateEventMutation } from '@/api/endpoints/admin';
import ServerGridPage from '@/components/list/ServerGridPage';
import { useServerGrid } from '@/components/list/useServerGrid';
import { EVENT_STATUSES, EVENTS_HIDDEN_ON_PHONE, useEventsColumns } from '../columns/eventsColumns';
import FilterSelect, { type FilterOption } from '../components/FilterSelect';
import ModerationFilters from '../components/ModerationFilters';
import { useModeration } from '../components/useModeration';

const FILTERS = ['search', 'status', 'ownerId', 'featured'] as const;
const STATUS_OPTIONS: FilterOption[] = EVENT_STATUSES.map((s) => ({
  value: s,
  label: `admin.event.status.${s}`,
}));
const FEATURED_OPTIONS: FilterOption[] = [
  { value: 'true', label: 'admin.featured.only' },
  { value: 'false', label: 'admin.featured.not' },
];
const isStatus = (value: string): value is Event['status'] =>
  (EVENT_STATUSES as readonly string[]).includes(value);

/** /admin/eventos: every producer's and school's event, with moderation. */
export default function AdminEventsPage() {
  const intl = useIntl();
  const grid = useServerGrid({ filters: FILTERS, sort: 'startsAt:desc', searchFilter: 'search' });
  const { values, setFilter } = grid;
  const result = useGetAdminEventsQuery({
    ...grid.query,
    status: isStatus(values.status) ? values.status : undefined,
    featured: values.featured === 'true' || values.featured === 'false' ? values.featured : undefined,
  });
  const [moderate, moderating] = useModerateEventMutation();
  const moderation = useModeration<Event>({
    moderate,
    busy: moderating.isLoading,
    area: 'events',
    describe: (event) => ({ title: event.title, owner: event.ownerName, sold: event.sold ?? 0 }),
  });
  const columns = useEventsColumns(moderation.onAction);

  return (
    <ServerGridPage<Event>
      titleId="route.admin.events"
      subtitleId="admin.events.subtitle"
      grid={grid}
      result={result}
      columns={columns}
      filtersLabel={intl.formatMessage({ id: 'admin.filters' })}
      searchLabel={intl.formatMessage({ id: 'admin.events.search' })}
      filters={
        <>
          <ModerationFilters statusOptions={STATUS_OPTIONS} values={values} onChange={setFilter} />
          <FilterSelect
            name="featured"
            labelId="admin.featured.column"
            value={values.featured}
            options={FEATURED_OPTIONS}
            onChange={(v) => setFilter('featured', v)}
            minWidth={150}
          />
        </>
      }
      empty={{ titleId: 'admin.events.empty', filteredBodyId: 'admin.empty.filtered' }}
      hideOnPhone={EVENTS_HIDDEN_ON_PHONE}
    >
      {moderation.dialog}
    </ServerGridPage>
  );
}
