import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import SearchField from './SearchField';

export interface ServerGridToolbarProps {
  /** The toolbar's accessible name (it is a `search` landmark), already translated. */
  label: string;
  /** The search box's label, already translated; no search box without it. */
  searchLabel?: string;
  search: { text: string; setText: (text: string) => void; flush: () => void };
  /** The page's own filters (selects, date ranges), after the search box. */
  children?: ReactNode;
  /** Whether a filter is set: offers "clear filters". */
  filtered: boolean;
  onClearFilters: () => void;
}

/** A grid page's filter bar: a search box, the page's filters and, once one is set, "clear filters". */
export default function ServerGridToolbar({
  label,
  searchLabel,
  search,
  children,
  filtered,
  onClearFilters,
}: ServerGridToolbarProps) {
  return (
    <Stack
      role="search"
      aria-label={label}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ p: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: { sm: 'center' } }}
    >
      {searchLabel != null && (
        <SearchField
          value={search.text}
          onChange={search.setText}
          onEnter={search.flush}
          label={searchLabel}
          sx={{ minWidth: { xs: '100%', sm: 280 }, flex: { sm: '1 1 280px' } }}
        />
      )}
      {children}
      {filtered && (
        <Button
          onClick={onClearFilters}
          startIcon={<CloseOutlined />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          <FormattedMessage id="common.clearFilters" />
        </Button>
      )}
    </Stack>
  );
}
