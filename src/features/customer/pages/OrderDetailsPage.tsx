import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import type { Customer, CustomerOrder } from '@/api/contract/customer';
import SummaryLine from '@/components/sections/SummaryLine';
import ColumnsSkeleton from '@/components/states/ColumnsSkeleton';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatPhone } from '@/utils/br';
import { StatusChip } from '../columns/common';
import LinesTable from '../components/LinesTable';
import OrderTimeline from '../components/OrderTimeline';
import StoreSection from '../components/StoreSection';
import { useGetStoreOrderQuery, useGetStoreOrdersQuery } from '../customerApi';
import { ORDER_STATUS_COLOR, useStoreFormat } from '../format';
import { orderPath, STORE_PATHS } from '../paths';

const SKELETON = [
  { size: { xs: 12, md: 8 }, heights: [260, 160] },
  { size: { xs: 12, md: 4 }, heights: [200, 240] },
] as const;

function OrderLines({ order }: { order: CustomerOrder }) {
  const intl = useIntl();
  const format = useStoreFormat();
  return (
    <StoreSection titleId="customer.order.lines">
      <LinesTable
        label={intl.formatMessage({ id: 'customer.order.lines' })}
        rows={order.lines.map((line) => ({
          key: line.productId,
          name: line.name,
          detail: line.sku,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.quantity * line.unitPrice,
        }))}
      />
      <Stack spacing={0.75} sx={{ mt: 2, ml: 'auto', maxWidth: 320 }}>
        <SummaryLine label={<FormattedMessage id="customer.totals.subtotal" />}>
          {format.money(order.subtotal)}
        </SummaryLine>
        <SummaryLine label={<FormattedMessage id="customer.totals.discount" />}>
          {order.discount ? `− ${format.money(order.discount)}` : format.money(0)}
        </SummaryLine>
        <SummaryLine label={<FormattedMessage id="customer.totals.shipping" />}>
          {order.shipping
            ? format.money(order.shipping)
            : intl.formatMessage({ id: 'customer.totals.freeShipping' })}
        </SummaryLine>
        <Divider />
        <SummaryLine strong variant="body1" label={<FormattedMessage id="customer.totals.total" />}>
          {format.money(order.total)}
        </SummaryLine>
      </Stack>
    </StoreSection>
  );
}

function CustomerCard({ customer, order }: { customer: Customer; order: CustomerOrder }) {
  const intl = useIntl();
  const { street, city, state, cep } = order.shippingAddress;
  return (
    <StoreSection titleId="customer.order.customer">
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>{customer.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: `customer.kind.${customer.kind}` })}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {customer.email}
        </Typography>
        <Typography variant="body2">{formatPhone(customer.phone)}</Typography>
      </Stack>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        <FormattedMessage id="customer.order.shipTo" />
      </Typography>
      <Typography variant="body2">{street}</Typography>
      <Typography variant="body2">{`${city}/${state} · ${cep}`}</Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        <FormattedMessage id="customer.field.payment" />
      </Typography>
      <Typography variant="body2">
        {intl.formatMessage({ id: `customer.payment.${order.payment}` })}
      </Typography>
    </StoreSection>
  );
}

function OrderView({ order, customer }: { order: CustomerOrder; customer: Customer }) {
  const intl = useIntl();
  const format = useStoreFormat();
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 1.5, mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
            <FormattedMessage id="customer.order.title" values={{ code: order.code }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage
              id="customer.order.placedOn"
              values={{ date: format.dateTime(order.placedAt) }}
            />
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip
            label={intl.formatMessage({ id: `customer.order.status.${order.status}` })}
            color={ORDER_STATUS_COLOR[order.status]}
          />
          <Button
            component={RouterLink}
            to={STORE_PATHS.invoice}
            state={{ orderId: order.id }}
            variant="outlined"
            startIcon={<ReceiptLongOutlined />}
          >
            <FormattedMessage id="customer.order.invoice" />
          </Button>
        </Stack>
      </Stack>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 8 }}>
          <OrderLines order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2.5}>
            <StoreSection titleId="customer.order.timeline">
              <OrderTimeline order={order} />
            </StoreSection>
            <CustomerCard customer={customer} order={order} />
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

/** The page while it has no order to show: its heading, then the skeleton, the error or "not found". */
function Pending({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader titleId="route.customer.orderDetails" />
      {children}
    </>
  );
}

/** One order, by the id in the address. */
function OrderById({ id }: { id: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetStoreOrderQuery(id);
  if (isLoading)
    return (
      <Pending>
        <ColumnsSkeleton columns={SKELETON} spacing={2.5} />
      </Pending>
    );
  if (isApiError(error) && error.status === 404)
    return (
      <Pending>
        <EmptyState
          icon={SearchOffOutlined}
          titleId="customer.order.notFound"
          action={
            <Button component={RouterLink} to={STORE_PATHS.orders} variant="outlined">
              <FormattedMessage id="customer.order.back" />
            </Button>
          }
        />
      </Pending>
    );
  if (!data)
    return (
      <Pending>
        <ErrorState error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </Pending>
    );
  return <OrderView order={data.order} customer={data.customer} />;
}

/** Without an id: the newest order (the template's page shows one order). */
function LatestOrder() {
  const { data, error, isLoading, isFetching, refetch } = useGetStoreOrdersQuery({
    page: 1,
    pageSize: 1,
    sort: 'placedAt:desc',
  });
  const latest = data?.items[0];
  if (latest) return <Navigate to={orderPath(latest.id)} replace />;
  return (
    <Pending>
      {isLoading ? (
        <ColumnsSkeleton columns={SKELETON} spacing={2.5} />
      ) : data ? (
        <EmptyState icon={SearchOffOutlined} titleId="customer.orders.empty" />
      ) : (
        <ErrorState error={error} retrying={isFetching} onRetry={() => void refetch()} />
      )}
    </Pending>
  );
}

/** /apps/customer/order-details/:id: the order, its lines and totals, its customer and its timeline. */
export default function OrderDetailsPage() {
  const { id } = useParams();
  return (
    <Box>
      <Button
        component={RouterLink}
        to={STORE_PATHS.orders}
        startIcon={<ArrowBackOutlined />}
        size="small"
        sx={{ mb: 1.5, ml: -1 }}
      >
        <FormattedMessage id="customer.order.back" />
      </Button>
      {id ? <OrderById id={id} /> : <LatestOrder />}
    </Box>
  );
}
