import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FormattedMessage, useIntl } from 'react-intl';
import UrlSearchField, { type UrlSearch } from '@/components/list/UrlSearchField';
import {
  CATALOGUE_SORTS,
  CATALOGUE_STATUSES,
  type CatalogueFilterValues,
  type CatalogueStatus,
} from '../catalogue';
import { RARITIES } from '@/components/cards/rarity';

/** Search, rarity, collection, order and status of the catalogue; each change goes to the address. */
export default function CatalogueFilters({
  search,
  filters: { rarity, collection, status, sort },
  collections,
  onChange,
}: {
  /** The search box, bound to the address. */
  search: UrlSearch;
  filters: CatalogueFilterValues;
  collections: string[] | undefined;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const intl = useIntl();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ mb: 2.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}
    >
      <UrlSearchField
        search={search}
        label={intl.formatMessage({ id: 'cards.catalogue.search' })}
        sx={{ flex: 1, minWidth: { md: 220 }, maxWidth: { md: 320 } }}
      />
      <Stack direction="row" spacing={1.5}>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'cards.form.rarity' })}
          value={rarity}
          onChange={(e) => onChange({ raridade: e.target.value || null })}
          sx={{ minWidth: { xs: 0, md: 140 }, flex: 1 }}
        >
          <MenuItem value="">
            <FormattedMessage id="cards.catalogue.allRarities" />
          </MenuItem>
          {RARITIES.map((r) => (
            <MenuItem key={r} value={r}>
              {intl.formatMessage({ id: `cards.rarity.${r}` })}
            </MenuItem>
          ))}
        </SelectField>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'cards.form.collection' })}
          value={collections?.includes(collection) ? collection : ''}
          onChange={(e) => onChange({ colecao: e.target.value || null })}
          sx={{ minWidth: { xs: 0, md: 160 }, flex: 1 }}
        >
          <MenuItem value="">
            <FormattedMessage id="cards.catalogue.allCollections" />
          </MenuItem>
          {(collections ?? []).map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </SelectField>
      </Stack>
      {/* On a phone the sort and the status filter take a line each, so neither runs off the screen. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'cards.catalogue.sort' })}
          value={sort}
          onChange={(e) => onChange({ ordem: e.target.value === 'name:asc' ? null : e.target.value })}
          sx={{ minWidth: { xs: 0, sm: 170 }, flex: 1 }}
        >
          {CATALOGUE_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {intl.formatMessage({ id: `cards.catalogue.sort.${s.split(':')[0] ?? 'name'}` })}
            </MenuItem>
          ))}
        </SelectField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_e, value: CatalogueStatus | null) => {
            if (value) onChange({ situacao: value === 'active' ? null : value });
          }}
          aria-label={intl.formatMessage({ id: 'cards.catalogue.status' })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {CATALOGUE_STATUSES.map((s) => (
            <ToggleButton key={s} value={s}>
              {intl.formatMessage({ id: `cards.catalogue.status.${s}` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}
