import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetFinanceSummaryQuery } from '@/api/endpoints/finance';
import { useListUrlState } from '@/components/grid/useListUrlState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import FinanceChartFigure from '../components/FinanceChartFigure';
import PayoutQueue, { type PayoutTab } from '../components/PayoutQueue';
import PeriodPicker from '../components/PeriodPicker';
import StatTile from '../components/StatTile';
import { PAYOUT_STATUSES } from '../labels';
import { usePeriod } from '../usePeriod';

const FILTERS = ['period', 'from', 'to', 'payouts'] as const;
const ADMIN_METRICS = ['revenue', 'fees', 'refunds', 'payouts'] as const;

/** /admin/financeiro: the platform's money by period and the queue of payout requests to review. */
export default function AdminFinancePage() {
  const intl = useIntl();
  const list = useListUrlState({ filters: FILTERS });
  const { preset, range, setPeriod } = usePeriod(list);
  const summary = useGetFinanceSummaryQuery(range);
  const data = summary.data;
  const loading = summary.isFetching || !data;
  const periodId = useId();
  const tab: PayoutTab =
    list.values.payouts === 'all'
      ? 'all'
      : (PAYOUT_STATUSES.find((s) => s === list.values.payouts) ?? 'requested');

  return (
    <Box>
      <PageHeader titleId="route.admin.finance" subtitleId="finance.admin.subtitle" />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby={periodId}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5, mb: 2 }}
          >
            <Typography id={periodId} variant="h2" sx={{ fontSize: '1.25rem' }}>
              <FormattedMessage id="finance.admin.periodTitle" />
            </Typography>
            <PeriodPicker preset={preset} range={range} onChange={setPeriod} />
          </Stack>
          {summary.error && !data ? (
            <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
          ) : (
            <>
              <Grid container spacing={2}>
                <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
                  <StatTile
                    tone="success"
                    icon={TrendingUpOutlined}
                    label={<FormattedMessage id="finance.admin.sales" />}
                    value={loading ? undefined : data.revenue}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
                  <StatTile
                    tone="primary"
                    icon={ReceiptLongOutlined}
                    label={<FormattedMessage id="finance.admin.fees" />}
                    value={loading ? undefined : data.fees}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
                  <StatTile
                    negative
                    tone="warning"
                    icon={CurrencyExchangeOutlined}
                    label={<FormattedMessage id="finance.admin.refunds" />}
                    value={loading ? undefined : data.refunds}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 6, lg: 2.4 }}>
                  <StatTile
                    tone="info"
                    icon={PendingActionsOutlined}
                    label={<FormattedMessage id="finance.admin.payoutsPending" />}
                    value={loading ? undefined : data.payoutsOpen}
                    hint={
                      data ? (
                        <FormattedMessage
                          id="finance.admin.payoutsPendingHint"
                          values={{ count: data.payoutsOpenCount }}
                        />
                      ) : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6, lg: 2.4 }}>
                  <StatTile
                    tone="success"
                    icon={TaskAltOutlined}
                    label={<FormattedMessage id="finance.admin.payoutsPaid" />}
                    value={loading ? undefined : data.payouts}
                  />
                </Grid>
              </Grid>
              <FinanceChartFigure
                titleId="finance.admin.chart.title"
                days={loading ? undefined : data.series}
                metrics={ADMIN_METRICS}
                labelPrefix="finance.admin.chart"
                height={300}
              />
            </>
          )}
        </Box>
        <PayoutQueue
          tab={tab}
          onTab={(next) => list.setFilter('payouts', next === 'requested' ? '' : next)}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {intl.formatMessage({ id: 'finance.admin.feesNote' })}
      </Typography>
    </Box>
  );
}
