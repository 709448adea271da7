import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetFinanceSummaryQuery, useListPayoutsQuery } from '@/api/endpoints/finance';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import { useListUrlState } from '@/components/grid/useListUrlState';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatCents } from '@/utils/br';
import FeeRules from '../components/FeeRules';
import FinanceChartFigure from '../components/FinanceChartFigure';
import PayoutCard from '../components/PayoutCard';
import PeriodPicker from '../components/PeriodPicker';
import StatTile from '../components/StatTile';
import TransactionsSection from '../components/TransactionsSection';
import { usePeriod } from '../usePeriod';
import { useStableSortModel } from '../useStableSortModel';

// The payout request (its form and validation) loads when first asked for.
const PayoutRequestDialog = lazyDialog(() => import('../components/PayoutRequestDialog'));

const FILTERS = ['period', 'from', 'to', 'kind'] as const;
const PAYOUTS_PAGE_SIZE = 5;
const SELLER_METRICS = ['revenue', 'fees', 'refunds'] as const;

/** /produtor/financeiro and /empresa/financeiro: balance, the period's money, the ledger, payouts and the rules. */
export default function FinancePage() {
  const intl = useIntl();
  const list = useListUrlState({ filters: FILTERS, sort: 'at:desc', pageSize: 10 });
  const { preset, range, setPeriod } = usePeriod(list);
  const sortModel = useStableSortModel(list.sortModel);
  const summary = useGetFinanceSummaryQuery(range);
  const data = summary.data;
  const [asking, setAsking] = useState(false);
  const available = data?.available ?? 0;
  const periodId = useId();

  return (
    <Box>
      <PageHeader
        titleId="route.finance"
        subtitleId="finance.subtitle"
        actions={
          <Button
            variant="contained"
            startIcon={<RequestQuoteOutlined />}
            onClick={() => setAsking(true)}
            disabled={!data || available <= 0}
          >
            <FormattedMessage id="finance.payout.ask" />
          </Button>
        }
      />
      {summary.error && !data ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Stack spacing={4}>
          <Box component="section" aria-label={intl.formatMessage({ id: 'finance.balance.title' })}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <StatTile
                  emphasis
                  tone="primary"
                  icon={AccountBalanceWalletOutlined}
                  label={<FormattedMessage id="finance.balance.available" />}
                  value={data?.available}
                  hint={
                    data && available <= 0 ? (
                      <FormattedMessage id="finance.balance.availableNone" />
                    ) : (
                      <FormattedMessage id="finance.balance.availableHint" />
                    )
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <StatTile
                  tone="warning"
                  icon={HourglassEmptyOutlined}
                  label={<FormattedMessage id="finance.balance.pending" />}
                  value={data?.pending}
                  hint={
                    <FormattedMessage
                      id="finance.balance.pendingHint"
                      values={{ days: data?.rules?.releaseDays ?? 2 }}
                    />
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <StatTile
                  tone="info"
                  icon={PendingActionsOutlined}
                  label={<FormattedMessage id="finance.balance.open" />}
                  value={data?.payoutsOpen}
                  hint={
                    <FormattedMessage
                      id="finance.balance.openHint"
                      values={{ count: data?.payoutsOpenCount ?? 0 }}
                    />
                  }
                />
              </Grid>
            </Grid>
          </Box>

          <Box component="section" aria-labelledby={periodId}>
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5, mb: 2 }}
            >
              <Typography id={periodId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                <FormattedMessage id="finance.period.title" />
              </Typography>
              <PeriodPicker preset={preset} range={range} onChange={setPeriod} />
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatTile
                  tone="success"
                  icon={TrendingUpOutlined}
                  label={<FormattedMessage id="finance.totals.revenue" />}
                  value={summary.isFetching ? undefined : data?.revenue}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatTile
                  negative
                  icon={ReceiptLongOutlined}
                  label={<FormattedMessage id="finance.totals.fees" />}
                  value={summary.isFetching ? undefined : data?.fees}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatTile
                  negative
                  tone="warning"
                  icon={CurrencyExchangeOutlined}
                  label={<FormattedMessage id="finance.totals.refunds" />}
                  value={summary.isFetching ? undefined : data?.refunds}
                />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <StatTile
                  tone="primary"
                  icon={SavingsOutlined}
                  label={<FormattedMessage id="finance.totals.net" />}
                  value={summary.isFetching || !data ? undefined : data.revenue - data.fees - data.refunds}
                  hint={
                    data && data.payouts > 0 ? (
                      <FormattedMessage
                        id="finance.totals.payoutsHint"
                        values={{ amount: formatCents(data.payouts) }}
                      />
                    ) : undefined
                  }
                />
              </Grid>
            </Grid>
            <FinanceChartFigure
              titleId="finance.chart.title"
              days={summary.isFetching ? undefined : data?.series}
              metrics={SELLER_METRICS}
              labelPrefix="finance.chart"
              height={280}
            />
          </Box>

          <TransactionsSection
            range={range}
            kind={list.values.kind}
            onKindChange={(kind) => list.setFilter('kind', kind)}
            query={list.query}
            paginationModel={list.paginationModel}
            onPaginationModelChange={list.onPaginationModelChange}
            sortModel={sortModel}
            onSortModelChange={list.onSortModelChange}
          />

          <PayoutsSection onAsk={() => setAsking(true)} canAsk={available > 0} />

          <FeeRules rules={data?.rules} />
        </Stack>
      )}
      {asking && <PayoutRequestDialog open available={available} onClose={() => setAsking(false)} />}
    </Box>
  );
}

/** The seller's payout requests, newest first, each with its status history. */
function PayoutsSection({ onAsk, canAsk }: { onAsk: () => void; canAsk: boolean }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, refetch } = useListPayoutsQuery({ page, pageSize: PAYOUTS_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAYOUTS_PAGE_SIZE));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        <FormattedMessage id="finance.payouts.title" />
      </Typography>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : data.rows.length === 0 ? (
        <Card variant="outlined">
          <EmptyState
            icon={PaymentsOutlined}
            titleId="finance.payouts.empty"
            bodyId="finance.payouts.emptyBody"
            action={
              canAsk ? (
                <Button variant="contained" onClick={onAsk}>
                  <FormattedMessage id="finance.payout.ask" />
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <Stack spacing={1.5}>
          {data.rows.map((payout) => (
            <PayoutCard key={payout.id} payout={payout} />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_e, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      )}
    </Box>
  );
}
