import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '@/api/contract/domain';
import {
  useApprovePayoutMutation,
  useGetFinanceSummaryQuery,
  useListPayoutsQuery,
  useRejectPayoutMutation,
} from '@/api/endpoints/finance';
import DateProvider from '@/components/dates/DateProvider';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import { useListUrlState } from '@/components/grid/useListUrlState';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatCents } from '@/utils/br';
import FinanceChart from '../components/FinanceChart';
import PayoutCard from '../components/PayoutCard';
import PeriodPicker from '../components/PeriodPicker';
import StatTile from '../components/StatTile';
import { PAYOUT_STATUSES } from '../labels';
import { usePeriod } from '../usePeriod';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILTERS = ['period', 'from', 'to', 'payouts'] as const;
const ADMIN_METRICS = ['revenue', 'fees', 'refunds', 'payouts'] as const;
const PAYOUTS_PAGE_SIZE = 6;
const REASON_MIN = 3;
const REASON_MAX = 500;
type PayoutTab = Payout['status'] | 'all';

/** /admin/financeiro: the platform's money by period and the queue of payout requests to review. */
export default function AdminFinancePage() {
  return (
    <DateProvider>
      <AdminFinance />
    </DateProvider>
  );
}

function AdminFinance() {
  const intl = useIntl();
  const list = useListUrlState({ filters: FILTERS });
  const { preset, range, setPeriod } = usePeriod(list);
  const summary = useGetFinanceSummaryQuery(range);
  const data = summary.data;
  const loading = summary.isFetching || !data;
  const periodId = useId();
  const chartId = useId();
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
              <Card
                variant="outlined"
                component="figure"
                aria-labelledby={chartId}
                sx={{ m: 0, mt: 2, p: { xs: 1.5, sm: 2 } }}
              >
                <Typography id={chartId} component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
                  <FormattedMessage id="finance.admin.chart.title" />
                </Typography>
                {loading ? (
                  <Skeleton variant="rounded" height={300} />
                ) : data.series.some((d) => d.revenue || d.fees || d.refunds || d.payouts) ? (
                  <FinanceChart
                    days={data.series}
                    metrics={ADMIN_METRICS}
                    labelPrefix="finance.admin.chart"
                    height={300}
                  />
                ) : (
                  <EmptyState icon={TrendingUpOutlined} titleId="finance.chart.empty" />
                )}
              </Card>
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

/** Payout requests by status; the waiting ones can be approved or refused with a reason. */
function PayoutQueue({ tab, onTab }: { tab: PayoutTab; onTab: (tab: PayoutTab) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useListPayoutsQuery({
    page,
    pageSize: PAYOUTS_PAGE_SIZE,
    status: tab === 'all' ? undefined : tab,
  });
  const [approving, setApproving] = useState<Payout | null>(null);
  const [rejecting, setRejecting] = useState<Payout | null>(null);
  const [approve, approveState] = useApprovePayoutMutation();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAYOUTS_PAGE_SIZE));
  const tabs: PayoutTab[] = ['requested', 'approved', 'paid', 'rejected', 'all'];

  const confirmApprove = async () => {
    if (!approving) return;
    try {
      await approve(approving.id).unwrap();
      notify(
        intl.formatMessage(
          { id: 'finance.admin.approved' },
          { amount: formatCents(approving.amount), owner: approving.ownerName },
        ),
        'success',
      );
      setApproving(null);
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'finance.admin.reviewFailed' })), 'error');
      setApproving(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        <FormattedMessage id="finance.admin.queue.title" />
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, next: PayoutTab) => {
          setPage(1);
          onTab(next);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={intl.formatMessage({ id: 'finance.admin.queue.tabs' })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab
            key={value}
            value={value}
            label={intl.formatMessage({ id: `finance.admin.queue.tab.${value}` })}
          />
        ))}
      </Tabs>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <Grid container spacing={2}>
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={160} />
            </Grid>
          ))}
        </Grid>
      ) : data.rows.length === 0 ? (
        <Card variant="outlined">
          <EmptyState
            icon={PaymentsOutlined}
            titleId={tab === 'requested' ? 'finance.admin.queue.empty' : 'finance.admin.queue.emptyOther'}
            bodyId={tab === 'requested' ? 'finance.admin.queue.emptyBody' : undefined}
          />
        </Card>
      ) : (
        <Stack spacing={2} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Grid container spacing={2}>
            {data.rows.map((payout) => (
              <Grid key={payout.id} size={{ xs: 12, md: 6 }}>
                <PayoutCard
                  payout={payout}
                  showOwner
                  actions={
                    payout.status === 'requested' ? (
                      <>
                        <Button
                          color="error"
                          startIcon={<BlockOutlined />}
                          onClick={() => setRejecting(payout)}
                          aria-label={intl.formatMessage(
                            { id: 'finance.admin.rejectLabel' },
                            { owner: payout.ownerName, amount: formatCents(payout.amount) },
                          )}
                        >
                          <FormattedMessage id="finance.admin.reject" />
                        </Button>
                        <Button
                          variant="contained"
                          startIcon={<CheckCircleOutlined />}
                          onClick={() => setApproving(payout)}
                          aria-label={intl.formatMessage(
                            { id: 'finance.admin.approveLabel' },
                            { owner: payout.ownerName, amount: formatCents(payout.amount) },
                          )}
                        >
                          <FormattedMessage id="finance.admin.approve" />
                        </Button>
                      </>
                    ) : undefined
                  }
                />
              </Grid>
            ))}
          </Grid>
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
      <ConfirmDialog
        open={approving !== null}
        title={<FormattedMessage id="finance.admin.approveTitle" />}
        confirmLabel={<FormattedMessage id="finance.admin.approve" />}
        busy={approveState.isLoading}
        onConfirm={() => void confirmApprove()}
        onClose={() => setApproving(null)}
      >
        {approving && (
          <FormattedMessage
            id="finance.admin.approveBody"
            values={{
              amount: formatCents(approving.amount),
              owner: approving.ownerName,
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        )}
      </ConfirmDialog>
      {rejecting && <RejectDialog payout={rejecting} onClose={() => setRejecting(null)} />}
    </Box>
  );
}

/** Refusing needs a reason: the seller reads it in the request's history. */
function RejectDialog({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [reject, { isLoading }] = useRejectPayoutMutation();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setFieldError(intl.formatMessage({ id: 'finance.validation.reasonRequired' }));
      return;
    }
    setFieldError(null);
    setServerError(null);
    try {
      await reject({ id: payout.id, reason: text }).unwrap();
      notify(
        intl.formatMessage(
          { id: 'finance.admin.rejected' },
          { amount: formatCents(payout.amount), owner: payout.ownerName },
        ),
        'success',
      );
      onClose();
    } catch (caught) {
      if (isApiError(caught) && caught.fieldErrors.reason) setFieldError(caught.fieldErrors.reason);
      else
        setServerError(apiErrorText(intl, caught, intl.formatMessage({ id: 'finance.admin.reviewFailed' })));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="finance.admin.rejectTitle" />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              <FormattedMessage
                id="finance.admin.rejectBody"
                values={{
                  amount: formatCents(payout.amount),
                  owner: payout.ownerName,
                  b: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            </DialogContentText>
            <FormError message={serverError} />
            <TextField
              name="reason"
              label={intl.formatMessage({ id: 'finance.admin.reason' })}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (fieldError && e.target.value.trim().length >= REASON_MIN) setFieldError(null);
              }}
              required
              multiline
              minRows={3}
              fullWidth
              error={fieldError !== null}
              helperText={fieldError ?? intl.formatMessage({ id: 'finance.admin.reasonHelp' })}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isLoading}>
            <FormattedMessage id="finance.admin.reject" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
