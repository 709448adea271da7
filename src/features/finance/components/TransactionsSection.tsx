import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TransactionRow } from '@/api/contract/finance';
import { useListTransactionsQuery } from '@/api/endpoints/finance';
import AppDataGrid from '@/components/grid/AppDataGrid';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import { DATE_ONLY, DATE_TIME, TRANSACTION_KIND_COLOR, TRANSACTION_KINDS } from '../labels';
import type { PeriodRange } from '../period';

interface TransactionsSectionProps {
  range: PeriodRange;
  kind: string;
  onKindChange: (kind: string) => void;
  query: { page: number; pageSize: number; sort: string };
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
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
                ? intl.formatMessage({ id: `finance.tx.desc.${row.kind}` }, { order: row.orderId })
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

  const NoRows = useMemo(
    () =>
      function NoTransactions() {
        return (
          <EmptyState icon={ReceiptLongOutlined} titleId="finance.tx.empty" bodyId="finance.tx.emptyBody" />
        );
      },
    [],
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
        <TextField
          select
          size="small"
          value={selectedKind ?? ''}
          onChange={(e) => onKindChange(e.target.value)}
          label={intl.formatMessage({ id: 'finance.tx.filter.kind' })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">
            <FormattedMessage id="finance.tx.filter.all" />
          </MenuItem>
          {TRANSACTION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              <FormattedMessage id={`finance.tx.kind.${k}`} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <ErrorState error={error} onRetry={() => void refetch()} />}
      {!(error && !data) && (
        <Box sx={{ height: 520, width: '100%' }}>
          <AppDataGrid<TransactionRow>
            label={intl.formatMessage({ id: 'finance.tx.gridLabel' })}
            rows={data?.rows ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={isFetching}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            sortingOrder={['desc', 'asc']}
            rowHeight={56}
            {...grid}
            columnVisibilityModel={phone ? { at: false, availableAt: false, kind: false } : undefined}
            slots={{ noRowsOverlay: NoRows }}
            slotProps={{
              loadingOverlay: {
                variant: 'linear-progress',
                noRowsVariant: isLoading ? 'skeleton' : 'linear-progress',
              },
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
      )}
    </Box>
  );
}
