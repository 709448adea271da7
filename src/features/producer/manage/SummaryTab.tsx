import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MyEvent } from '@/api/contract/producer';
import { useGetEventSalesQuery } from '@/api/endpoints/producer';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import SalesChart from './SalesChart';
import StatusActions from './StatusActions';

function Kpi({
  icon: Icon,
  labelId,
  value,
  detail,
  progress,
  progressLabel,
}: {
  icon: ComponentType<{ fontSize?: 'small' | 'medium'; color?: 'primary' }>;
  labelId: string;
  value: ReactNode;
  detail?: ReactNode;
  progress?: number;
  progressLabel?: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1 }}>
        <Icon fontSize="small" color="primary" />
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <FormattedMessage id={labelId} />
        </Typography>
      </Stack>
      <Typography
        sx={{
          fontSize: { xs: '1.25rem', sm: '1.75rem' },
          fontWeight: 700,
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
        }}
      >
        {value}
      </Typography>
      {progress != null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, progress)}
          aria-label={progressLabel}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      )}
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** `resumo`: where the event stands, its numbers and its sales day by day. */
export default function SummaryTab({ event }: { event: MyEvent }) {
  const intl = useIntl();
  const sales = useGetEventSalesQuery(event.id);
  const [metric, setMetric] = useState<'tickets' | 'revenue'>('tickets');
  const chartTitleId = useId();

  const stats = sales.data?.stats ?? event.stats;
  const daily = sales.data?.daily;
  const soldPct = pct(stats.sold, stats.capacity);
  const checkedPct = pct(stats.checkedIn, stats.sold);

  return (
    <Stack spacing={3}>
      <StatusActions event={event} />

      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Kpi
            icon={ConfirmationNumberOutlined}
            labelId="producer.kpi.sold"
            value={<FormattedNumber value={stats.sold} />}
            progress={soldPct}
            progressLabel={intl.formatMessage(
              { id: 'producer.list.soldAria' },
              { sold: stats.sold, capacity: stats.capacity, percent: soldPct },
            )}
            detail={
              <>
                <FormattedMessage
                  id="producer.kpi.sold.detail"
                  values={{ capacity: stats.capacity, percent: soldPct }}
                />
                {stats.pending > 0 && (
                  <Box component="span" sx={{ display: 'block' }}>
                    <FormattedMessage id="producer.kpi.pending" values={{ count: stats.pending }} />
                  </Box>
                )}
              </>
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Kpi
            icon={PaymentsOutlined}
            labelId="producer.kpi.revenue"
            value={formatCents(stats.revenue)}
            detail={
              <FormattedMessage id="producer.kpi.revenue.detail" values={{ count: stats.paidOrders }} />
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Kpi
            icon={HowToRegOutlined}
            labelId="producer.kpi.checkedIn"
            value={<FormattedNumber value={stats.checkedIn} />}
            progress={checkedPct}
            progressLabel={intl.formatMessage(
              { id: 'producer.kpi.checkedIn.aria' },
              { count: stats.checkedIn, sold: stats.sold, percent: checkedPct },
            )}
            detail={
              <FormattedMessage
                id="producer.kpi.checkedIn.detail"
                values={{ sold: stats.sold, percent: checkedPct }}
              />
            }
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Kpi
            icon={VisibilityOutlined}
            labelId="producer.kpi.views"
            value={<FormattedNumber value={stats.views} />}
            detail={<FormattedMessage id="producer.kpi.views.detail" />}
          />
        </Grid>
      </Grid>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby={chartTitleId}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Typography id={chartTitleId} variant="h3" component="h2">
            <FormattedMessage id="producer.summary.chart.title" />
          </Typography>
          {daily && daily.length > 0 && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={metric}
              onChange={(_e, next: 'tickets' | 'revenue' | null) => {
                if (next) setMetric(next);
              }}
              aria-label={intl.formatMessage({ id: 'producer.summary.chart.metric' })}
            >
              <ToggleButton value="tickets">
                <FormattedMessage id="producer.summary.chart.tickets" />
              </ToggleButton>
              <ToggleButton value="revenue">
                <FormattedMessage id="producer.summary.chart.revenue" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {sales.isError ? (
          <ErrorState error={sales.error} onRetry={() => void sales.refetch()} />
        ) : !daily ? (
          <Skeleton variant="rounded" height={280} />
        ) : daily.length === 0 ? (
          <EmptyState
            icon={InsertChartOutlined}
            titleId="producer.summary.chart.empty"
            bodyId={
              event.status === 'draft'
                ? 'producer.summary.chart.empty.draft'
                : 'producer.summary.chart.empty.body'
            }
          />
        ) : (
          <Box>
            <SalesChart daily={daily} metric={metric} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              <FormattedMessage
                id="producer.summary.chart.total"
                values={{
                  days: daily.length,
                  tickets: daily.reduce((sum, d) => sum + d.tickets, 0),
                  revenue: formatCents(daily.reduce((sum, d) => sum + d.revenue, 0)),
                }}
              />
            </Typography>
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
