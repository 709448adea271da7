import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TransactionRow } from '@/api/contract/finance';
import { useListTransactionsQuery } from '@/api/endpoints/finance';
import ServerGrid, { type ServerGridPaging } from '@/components/list/ServerGrid';
import { ListFilterSelect } from '@/components/list/ServerGridToolbar';
import { formatCents } from '@/utils/br';
import { orderCode } from '@/utils/orderCode';
import { useDown } from '@/hooks/useBreakpoint';
import { DATE_ONLY, DATE_TIME, TRANSACTION_KIND_COLOR, TRANSACTION_KINDS } from '../labels';
import type { PeriodRange } from '../period';

interface TransactionsSectionProps extends ServerGridPaging {
  range: PeriodRange;
  kind: string;
  onKindChange: (kind: string) => void;
  query: { page: number; pageSize: number; sort: string };
}

/** The period's ledger: sales, fees, refunds and payouts, paged by the server, filterable by kind. */
export default function TransactionsSection({
  range,
  kind,
  onKindChange,
  query,
  ...grid
}: TransactionsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const phone = useDown('sm');
  const selectedKind = TRANSACTION_KINDS.find((k) => k === kind);
  const { data, error, isLoading, isFetching, refetch } = useListTransactionsQuery({
    ...range,
    kind: selectedKind,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
  });
  const [now] = useState(() => Date.now());

  const columns = useMemo<GridColDef<TransactionRow>[]>(
    () => [
      {
        field: 'at',
        headerName: intl.formatMessage({ id: 'finance.tx.col.date' }),
        width: 140,
        valueFormatter: (value: string) => intl.formatDate(value, DATE_TIME),
      },
      {
        field: 'kind',
        headerName: intl.formatMessage({ id: 'finance.tx.col.kind' }),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={TRANSACTION_KIND_COLOR[row.kind]}
            label={intl.formatMessage({ id: `finance.tx.kind.${row.kind}` })}
          />
        ),
      },
      {
        field: 'description',
        headerName: intl.formatMessage({ id: 'finance.tx.col.description' }),
        flex: 1,
        minWidth: phone ? 160 : 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.orderId
                ? intl.formatMessage({ id: `finance.tx.desc.${row.kind}` }, { order: orderCode(row.orderId) })
                : row.kind === 'payout'
                  ? intl.formatMessage({ id: 'finance.tx.desc.payoutBank' })
                  : row.description}
            </Typography>
            {(row.eventTitle || phone) && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {[phone ? intl.formatDate(row.at, DATE_TIME) : null, row.eventTitle]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            )}
          </Box>
        ),
      },
      {
        field: 'amount',
        headerName: intl.formatMessage({ id: 'finance.tx.col.amount' }),
        type: 'number',
        width: 130,
        renderCell: ({ row }) => (
          <Box
            component="span"
            sx={{
              fontWeight: 600,
              fontVariantNumeric: 'tabular-nums',
              color: row.amount >= 0 ? 'success.main' : 'text.primary',
            }}
          >
            {row.amount < 0 ? `− ${formatCents(-row.amount)}` : formatCents(row.amount)}
          </Box>
        ),
      },
      {
        field: 'availableAt',
        headerName: intl.formatMessage({ id: 'finance.tx.col.available' }),
        width: 170,
        sortable: false,
        valueFormatter: (value: string) =>
          Date.parse(value) <= now
            ? intl.formatMessage({ id: 'finance.tx.released' })
            : intl.formatMessage(
                { id: 'finance.tx.releasesOn' },
                { date: intl.formatDate(value, DATE_ONLY) },
              ),
      },
    ],
    [intl, now, phone],
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 1.5 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          <FormattedMessage id="finance.tx.title" />
        </Typography>
        <ListFilterSelect
          value={selectedKind ?? ''}
          onChange={onKindChange}
          label={intl.formatMessage({ id: 'finance.tx.filter.kind' })}
          sx={{ minWidth: 200 }}
          allLabel={<FormattedMessage id="finance.tx.filter.all" />}
          options={TRANSACTION_KINDS.map((k) => ({
            value: k,
            label: <FormattedMessage id={`finance.tx.kind.${k}`} />,
          }))}
        />
      </Stack>
      <ServerGrid<TransactionRow>
        label={intl.formatMessage({ id: 'finance.tx.gridLabel' })}
        rows={data?.rows}
        columns={columns}
        rowCount={data?.total}
        query={{ error, isLoading, isFetching, refetch }}
        state={grid}
        sortingOrder={['desc', 'asc']}
        rowHeight={56}
        columnVisibilityModel={phone ? { at: false, availableAt: false, kind: false } : undefined}
        empty={{ icon: ReceiptLongOutlined, titleId: 'finance.tx.empty', bodyId: 'finance.tx.emptyBody' }}
        height={520}
      />
    </Box>
  );
}
