import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { MyEvent } from '@/api/contract/producer';
import { useGetManagedEventQuery } from '@/api/endpoints/producer';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import CoverThumb from '../components/CoverThumb';
import EventStatusChip from '../components/EventStatusChip';
import { eventWhen, myEventsPath, venueText } from '../labels';
import { srOnly } from '@/components/srOnly';
import { isApiError } from '@/api/errors';

const TABS = [
  'resumo',
  'ingressos',
  'cupons',
  'pedidos',
  'participantes',
  'check-in',
  'configuracoes',
] as const;
type TabSlug = (typeof TABS)[number];

// Each tab is its own chunk: the chart, the pickers, the scanner load only when their tab opens.
const SummaryTab = lazy(() => import('../manage/SummaryTab'));
const SettingsTab = lazy(() => import('../manage/SettingsTab'));
const OPS_TABS: Record<Exclude<TabSlug, 'resumo' | 'configuracoes'>, LazyExoticComponent<ComponentType>> = {
  ingressos: lazy(() => import('../tabs/TicketsTab')),
  cupons: lazy(() => import('../tabs/CouponsTab')),
  pedidos: lazy(() => import('../tabs/OrdersTab')),
  participantes: lazy(() => import('../tabs/ParticipantsTab')),
  'check-in': lazy(() => import('../tabs/CheckinTab')),
};

const TAB_LABEL: Record<TabSlug, string> = {
  resumo: 'producer.tab.summary',
  ingressos: 'producer.tab.tickets',
  cupons: 'producer.tab.coupons',
  pedidos: 'producer.tab.orders',
  participantes: 'producer.tab.attendees',
  'check-in': 'producer.tab.checkin',
  configuracoes: 'producer.tab.settings',
};

function isTab(value: string | undefined): value is TabSlug {
  return TABS.some((t) => t === value);
}

function TabSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={280} />
    </Stack>
  );
}

function Header({ event, backTo }: { event: MyEvent; backTo: string }) {
  const intl = useIntl();
  const publicLabel = event.status === 'draft' ? 'producer.manage.preview' : 'producer.manage.public';
  return (
    <Stack direction="row" sx={{ gap: 2.5, alignItems: 'flex-start', mb: 2 }}>
      <CoverThumb
        coverUrl={event.coverUrl}
        category={event.category}
        sx={{ width: 168, display: { xs: 'none', md: 'block' } }}
      />
      <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Link
          component={RouterLink}
          to={backTo}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
        >
          <ArrowBackOutlined fontSize="small" aria-hidden />
          <FormattedMessage id="producer.manage.back" />
        </Link>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.4rem', sm: '1.85rem' }, overflowWrap: 'anywhere' }}
          >
            {event.title}
          </Typography>
          <EventStatusChip status={event.status} size="medium" />
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: { xs: 0.5, sm: 2.5 }, color: 'text.secondary', flexWrap: 'wrap' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScheduleOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{eventWhen(intl, event.startsAt, event.endsAt)}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            {event.venue ? (
              <PlaceOutlined fontSize="small" aria-hidden />
            ) : (
              <LaptopOutlined fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {event.venue ? venueText(event.venue) : <FormattedMessage id="producer.online" />}
            </Typography>
          </Stack>
        </Stack>
        <Box>
          <Button
            component={RouterLink}
            to={`/eventos/${encodeURIComponent(event.id)}`}
            target="_blank"
            rel="noopener"
            size="small"
            variant="outlined"
            endIcon={<OpenInNewOutlined fontSize="small" />}
            disabled={event.status === 'cancelled'}
          >
            <FormattedMessage id={publicLabel} />
            <Box component="span" sx={srOnly}>
              {' '}
              <FormattedMessage id="producer.manage.newTab" />
            </Box>
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

function Refused({ kind, backTo }: { kind: 'forbidden' | 'notFound'; backTo: string }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto', my: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" component="h1" sx={srOnly}>
        <FormattedMessage id={`producer.manage.${kind}`} />
      </Typography>
      <EmptyState
        icon={kind === 'forbidden' ? LockOutlined : EventBusyOutlined}
        titleId={`producer.manage.${kind}`}
        bodyId={`producer.manage.${kind}.body`}
        action={
          <Button component={RouterLink} to={backTo} variant="contained">
            <FormattedMessage id="producer.manage.backToList" />
          </Button>
        }
      />
    </Paper>
  );
}

/**
 * /produtor/eventos/:eventoId/:tab: one event of the signed-in producer or school, with its tabs
 * (summary, tickets, coupons, orders, attendees, check-in, settings) as links.
 */
export default function EventManagePage() {
  const intl = useIntl();
  const { eventoId = '', tab } = useParams();
  const user = useAppSelector(selectUser);
  const backTo = myEventsPath(user?.role);
  const query = useGetManagedEventQuery(eventoId, { skip: !eventoId || !isTab(tab) });

  if (!isTab(tab))
    return <Navigate to={`/produtor/eventos/${encodeURIComponent(eventoId)}/resumo`} replace />;

  if (query.isError) {
    const kind = isApiError(query.error) ? query.error.kind : null;
    if (kind === 'forbidden' || kind === 'notFound') return <Refused kind={kind} backTo={backTo} />;
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  if (!event) {
    return (
      <Stack
        spacing={2}
        aria-busy="true"
        role="status"
        aria-label={intl.formatMessage({ id: 'common.loading' })}
      >
        <Skeleton width={140} />
        <Skeleton width="60%" height={48} />
        <Skeleton width="45%" />
        <Skeleton variant="rounded" height={48} />
        <TabSkeleton />
      </Stack>
    );
  }

  const base = `/produtor/eventos/${encodeURIComponent(event.id)}`;
  const OpsTab = tab === 'resumo' || tab === 'configuracoes' ? null : OPS_TABS[tab];

  return (
    <>
      <Header event={event} backTo={backTo} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          role="navigation"
          aria-label={intl.formatMessage({ id: 'producer.manage.tabs' })}
        >
          {TABS.map((slug) => (
            <Tab
              key={slug}
              value={slug}
              component={RouterLink}
              to={`${base}/${slug}`}
              label={intl.formatMessage({ id: TAB_LABEL[slug] })}
              aria-current={slug === tab ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Suspense fallback={<TabSkeleton />}>
        {tab === 'resumo' && <SummaryTab event={event} />}
        {tab === 'configuracoes' && <SettingsTab event={event} />}
        {OpsTab && <OpsTab />}
      </Suspense>
    </>
  );
}
