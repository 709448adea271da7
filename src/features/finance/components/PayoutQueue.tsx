import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '@/api/contract/domain';
import { useApprovePayoutMutation, useListPayoutsQuery } from '@/api/endpoints/finance';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import PayoutCard from './PayoutCard';
import RejectPayoutDialog from './RejectPayoutDialog';

const PAYOUTS_PAGE_SIZE = 6;

export type PayoutTab = Payout['status'] | 'all';

/** Payout requests by status; the waiting ones can be approved or refused with a reason. */
export default function PayoutQueue({ tab, onTab }: { tab: PayoutTab; onTab: (tab: PayoutTab) => void }) {
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
      {rejecting && <RejectPayoutDialog payout={rejecting} onClose={() => setRejecting(null)} />}
    </Box>
  );
}
