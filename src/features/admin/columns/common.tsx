import Chip, { type ChipProps } from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import FeaturedMark from '../components/FeaturedMark';

interface StatusColumnOptions<Row extends { status: string }> {
  /** The message id of a status (written out in full where it is called, so the catalogue check sees it). */
  labelId: (status: Row['status']) => string;
  colors: Readonly<Record<string, ChipProps['color']>>;
  width: number;
  /** A hover text for the chip (e.g. the moderation reason). */
  hint?: (row: Row) => string | undefined;
}

/** The status as a small outlined chip. */
export function statusColumn<Row extends GridValidRowModel & { status: string }>(
  intl: IntlShape,
  { labelId, colors, width, hint }: StatusColumnOptions<Row>,
): GridColDef<Row> {
  return {
    field: 'status',
    headerName: intl.formatMessage({ id: 'admin.field.status' }),
    width,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={colors[row.status]}
        label={intl.formatMessage({ id: labelId(row.status) })}
        title={hint?.(row)}
      />
    ),
  };
}

/** "Destaque" with a star on featured rows. */
export function featuredColumn<Row extends GridValidRowModel & { featured?: boolean }>(
  intl: IntlShape,
  width: number,
): GridColDef<Row> {
  return {
    field: 'featured',
    headerName: intl.formatMessage({ id: 'admin.featured.column' }),
    width,
    sortable: false,
    renderCell: ({ row }) => (row.featured ? <FeaturedMark /> : null),
  };
}

/** The last, narrow column with the row's actions menu. */
export function actionsColumn<Row extends GridValidRowModel>(
  intl: IntlShape,
  render: (row: Row) => ReactNode,
): GridColDef<Row> {
  return {
    field: 'actions',
    headerName: intl.formatMessage({ id: 'admin.field.actions' }),
    width: 64,
    sortable: false,
    align: 'center',
    headerAlign: 'center',
    renderCell: ({ row }) => render(row),
  };
}
