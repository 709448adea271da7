import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@/components/form/TextField';
import SelectField from '@/components/form/SelectField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SHOP_CATEGORIES, SHOP_SORTS, type ShopCategory, type ShopFilter } from '@/api/contract/shop';
import UrlSearchField, { type UrlSearch } from '@/components/list/UrlSearchField';
import { useDown } from '@/hooks/useBreakpoint';
import { activeFilters, type FilterParam } from '../filterUrl';

const RATINGS = [0, 3, 4] as const;
/** The price range, in whole reais as typed (at most five digits). */
const PRICE_FIELDS = [
  { param: 'min', labelId: 'shop.filter.priceMin' },
  { param: 'max', labelId: 'shop.filter.priceMax' },
] as const;

interface Props {
  filter: ShopFilter;
  /** The URL's own text of the price fields, as typed. */
  params: Record<FilterParam, string>;
  setParams: (changes: Partial<Record<FilterParam, string>>) => void;
  /** The search box, bound to the URL's `q`. */
  search: UrlSearch;
  /** Shown when some filter narrows the catalogue. */
  onClear?: () => void;
}

/**
 * The catalogue's filters. Beside the grid on a wide screen; on a phone the search stays in view and the
 * rest folds behind a "Filtros" button that counts what is on, so the products start on the first screen.
 */
export default function ShopFilters({ filter, params, setParams, search, onClear }: Props) {
  const intl = useIntl();
  const folds = useDown('md');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilters(filter);

  const clearButton = onClear && (
    <Button onClick={onClear}>
      <FormattedMessage id="shop.filter.clear" />
    </Button>
  );

  const toggleCategory = (category: ShopCategory, on: boolean) => {
    const next = on ? [...filter.categories, category] : filter.categories.filter((c) => c !== category);
    setParams({ cat: next.join(',') });
  };

  const fields = (
    <Stack spacing={2}>
      <FormGroup>
        <FormLabel component="legend">
          <FormattedMessage id="shop.filter.category" />
        </FormLabel>
        {SHOP_CATEGORIES.map((category) => (
          <FormControlLabel
            key={category}
            control={
              <Checkbox
                checked={filter.categories.includes(category)}
                onChange={(_e, on) => toggleCategory(category, on)}
              />
            }
            label={intl.formatMessage({ id: `shop.category.${category}` })}
          />
        ))}
      </FormGroup>
      {/* One above the other: side by side, the column beside the grid cut their labels short. */}
      <Stack spacing={2}>
        {PRICE_FIELDS.map(({ param, labelId }) => (
          <TextField
            key={param}
            size="small"
            label={intl.formatMessage({ id: labelId })}
            value={params[param]}
            onChange={(e) => setParams({ [param]: e.target.value.replace(/\D/g, '').slice(0, 5) })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Stack>
      <SelectField
        size="small"
        label={intl.formatMessage({ id: 'shop.filter.rating' })}
        value={String(filter.minRating)}
        onChange={(e) => setParams({ rating: e.target.value === '0' ? '' : e.target.value })}
      >
        {RATINGS.map((r) => (
          <MenuItem key={r} value={String(r)}>
            <FormattedMessage
              id={r === 0 ? 'shop.filter.rating.any' : 'shop.filter.rating.min'}
              values={{ rating: r }}
            />
          </MenuItem>
        ))}
      </SelectField>
      <FormControlLabel
        control={
          <Switch checked={filter.inStock} onChange={(_e, on) => setParams({ stock: on ? '1' : '' })} />
        }
        label={intl.formatMessage({ id: 'shop.filter.inStock' })}
      />
      <SelectField
        size="small"
        label={intl.formatMessage({ id: 'shop.filter.sort' })}
        value={filter.sort}
        onChange={(e) => setParams({ sort: e.target.value === 'featured' ? '' : e.target.value })}
      >
        {SHOP_SORTS.map((s) => (
          <MenuItem key={s} value={s}>
            <FormattedMessage id={`shop.sort.${s}`} />
          </MenuItem>
        ))}
      </SelectField>
    </Stack>
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={intl.formatMessage({ id: 'shop.filter.title' })}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <UrlSearchField search={search} label={intl.formatMessage({ id: 'shop.filter.search' })} fullWidth />
        {folds && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button
              startIcon={<TuneOutlined />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
            >
              <FormattedMessage id="shop.filter.toggle" values={{ count }} />
            </Button>
            {clearButton}
          </Stack>
        )}
        {folds ? (
          <Collapse in={open} id={panelId} unmountOnExit>
            {fields}
          </Collapse>
        ) : (
          fields
        )}
        {!folds && clearButton}
      </Stack>
    </Paper>
  );
}
