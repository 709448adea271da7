import CloseOutlined from '@mui/icons-material/CloseOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import SelectField from '@/components/form/SelectField';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import UrlSearchField, { type UrlSearch } from './UrlSearchField';

export interface ServerGridToolbarProps {
  /** The search box (`UrlSearchField`: it keeps the typed text, and writes the search after 350 ms). */
  search: UrlSearch;
  /** The search box's label, already translated; "Search" unless told. */
  searchLabel?: string;
  searchPlaceholder?: string;
  searchSx?: SxProps<Theme>;
  /** The filters beside the search box (e.g. ListFilterSelect). */
  children?: ReactNode;
  /** Whether any filter is set: then "clear filters" shows, and calls onClearFilters. */
  filtered: boolean;
  onClearFilters: () => void;
  /** From this width up the filters sit in a row; below it they stack. */
  rowFrom?: 'sm' | 'md';
  /** Lets the row wrap onto a second line when the filters do not fit. */
  wrap?: boolean;
  /** Makes the toolbar a search landmark with this name. */
  label?: string;
  /** Sits inside a card, above its grid: padded all round instead of a margin under it. */
  inset?: boolean;
}

/** The filters above a list: the search box, the page's own filters, and "clear filters" once one is set. */
export default function ServerGridToolbar({
  search,
  searchLabel,
  searchPlaceholder,
  searchSx,
  children,
  filtered,
  onClearFilters,
  rowFrom = 'sm',
  wrap = false,
  label,
  inset = false,
}: ServerGridToolbarProps) {
  const intl = useIntl();
  return (
    <Stack
      role={label ? 'search' : undefined}
      aria-label={label}
      direction={{ xs: 'column', [rowFrom]: 'row' }}
      sx={{
        gap: 1.5,
        ...(inset ? { p: 2 } : { mb: 2 }),
        ...(wrap ? { flexWrap: { [rowFrom]: 'wrap' }, alignItems: { [rowFrom]: 'center' } } : {}),
      }}
    >
      <UrlSearchField
        search={{ ...search, delayMs: search.delayMs ?? 350 }}
        label={searchLabel ?? intl.formatMessage({ id: 'common.search' })}
        placeholder={searchPlaceholder}
        sx={searchSx}
      />
      {children}
      {filtered && (
        <Button
          onClick={onClearFilters}
          startIcon={<CloseOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', [rowFrom]: 'center' } }}
        >
          <FormattedMessage id="common.clearFilters" />
        </Button>
      )}
    </Stack>
  );
}

export interface ListFilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The option that sets no filter (value ''). */
  allLabel: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** Shows the "all" option's text in the box when nothing is chosen (the label then sits above). */
  showAll?: boolean;
  /** Caps the open menu's height (a long list of options scrolls). */
  menuMaxHeight?: number;
  sx?: SxProps<Theme>;
  /** Form field name. */
  name?: string;
}

/** One filter of a list as a small select, its first option meaning "no filter". */
export function ListFilterSelect({
  label,
  value,
  onChange,
  allLabel,
  options,
  showAll = false,
  menuMaxHeight,
  sx,
  name,
}: ListFilterSelectProps) {
  return (
    <SelectField
      size="small"
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      label={label}
      sx={sx}
      slotProps={{
        select: {
          ...(showAll ? { displayEmpty: true } : {}),
          ...(menuMaxHeight
            ? { MenuProps: { slotProps: { paper: { sx: { maxHeight: menuMaxHeight } } } } }
            : {}),
        },
        ...(showAll ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </SelectField>
  );
}

export interface ExportCsvButtonProps {
  onExport: () => void;
  exporting: boolean;
  /** Nothing to export (yet). */
  disabled: boolean;
}

/** "Export CSV" in a list's header; it spins while the export reads the pages. */
export function ExportCsvButton({ onExport, exporting, disabled }: ExportCsvButtonProps) {
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      onClick={onExport}
      loading={exporting}
      disabled={disabled}
    >
      <FormattedMessage id="common.exportCsv" />
    </Button>
  );
}
