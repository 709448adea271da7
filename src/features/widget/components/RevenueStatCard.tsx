import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { useGetFinanceSummaryQuery } from '@/api/endpoints/finance';
import ErrorState from '@/components/states/ErrorState';
import { lastPeriods, useFinanceAccess } from '../access';
import NotAvailable from './NotAvailable';
import StatCard from './StatCard';

/**
 * The money figure: the seller's own sales of the last 30 days (the platform's for admins) against the
 * 30 days before, from the role-scoped finance summary. Other roles read that it is not for their profile.
 */
export default function RevenueStatCard() {
  const { summary: allowed } = useFinanceAccess();
  const { current, previous } = lastPeriods();
  const now = useGetFinanceSummaryQuery(current, { skip: !allowed });
  const before = useGetFinanceSummaryQuery(previous, { skip: !allowed });
  const failed = now.error ? now : before.error ? before : null;

  let state = null;
  if (!allowed) state = <NotAvailable />;
  else if (failed)
    state = (
      <ErrorState error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
    );
  else if (!now.data || !before.data) state = <Skeleton width="60%" sx={{ fontSize: '1.75rem' }} />;

  return (
    <StatCard
      label={<FormattedMessage id="widget.stat.revenue" />}
      value={<FormattedNumber value={(now.data?.revenue ?? 0) / 100} style="currency" currency="BRL" />}
      trend={{ current: now.data?.revenue ?? 0, previous: before.data?.revenue ?? 0 }}
      Icon={PaymentsOutlined}
      tone="success"
      state={state}
    />
  );
}
