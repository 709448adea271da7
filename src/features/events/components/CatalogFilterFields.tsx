import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import NativeSelectField from '@/components/form/NativeSelectField';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { centsOf, centsToText } from '@/utils/numberInput';
import { categoryLabel } from '@/components/events/categories';
import { activeFilterCount, type CatalogFilters, type PriceKind } from '../catalogParams';

interface CatalogFilterFieldsProps {
  filters: CatalogFilters;
  categories: readonly string[];
  cities: readonly string[];
  onChange: (patch: Partial<CatalogFilters>) => void;
  onClear: () => void;
}

/** A bound from the URL (reais) as it is typed back: 50 → "50", 49.9 → "49,90". */
function reaisText(reais: number): string {
  return Number.isInteger(reais) ? String(reais) : centsToText(Math.round(reais * 100));
}

/**
 * A money bound typed in reais the Brazilian way ("50", "49,90"); it reaches the URL after a pause, not on
 * every keystroke. A text that is not an amount (-5, 1e3) stays as typed, is said to be wrong and changes
 * nothing, instead of being read as some other number.
 */
function ReaisField({
  label,
  value,
  disabled,
  onCommit,
}: {
  label: string;
  value: number | null;
  disabled: boolean;
  onCommit: (value: number | null) => void;
}) {
  const intl = useIntl();
  // The text last sent, so the URL's echo of it does not rewrite what was typed ("49,9" stays "49,9").
  const [sent, setSent] = useState('');
  const outside = value === null ? '' : centsOf(sent) === Math.round(value * 100) ? sent : reaisText(value);
  const [text, setText] = useDebouncedText(outside, (typed) => {
    const cents = centsOf(typed);
    if (typed.trim() !== '' && cents === null) return;
    setSent(typed);
    onCommit(cents === null ? null : cents / 100);
  });
  const invalid = text.trim() !== '' && centsOf(text) === null;
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      disabled={disabled}
      size="small"
      fullWidth
      error={invalid}
      helperText={invalid ? intl.formatMessage({ id: 'events.filters.priceInvalid' }) : undefined}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}

const PRICE_OPTIONS: { value: PriceKind | 'all'; labelId: string }[] = [
  { value: 'all', labelId: 'events.filters.price.all' },
  { value: 'free', labelId: 'events.filters.price.free' },
  { value: 'paid', labelId: 'events.filters.price.paid' },
];

/** The catalogue's filters: the desktop side panel and the phone's bottom drawer show the same fields. */
export default function CatalogFilterFields({
  filters,
  categories,
  cities,
  onChange,
  onClear,
}: CatalogFilterFieldsProps) {
  const intl = useIntl();
  const label = (id: string) => intl.formatMessage({ id });
  const priceLabelId = useId();

  return (
    <Stack spacing={2.5}>
      <NativeSelectField
        label={label('events.filters.category')}
        value={filters.category ?? ''}
        onChange={(e) => onChange({ category: e.target.value || null })}
        size="small"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{label('events.filters.category.all')}</option>
        {categories.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(intl, c)}
          </option>
        ))}
      </NativeSelectField>

      <NativeSelectField
        label={label('events.filters.city')}
        value={filters.city ?? ''}
        onChange={(e) => onChange({ city: e.target.value || null })}
        size="small"
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <option value="">{label('events.filters.city.all')}</option>
        {cities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelectField>

      <FormControl component="fieldset" sx={{ gap: 1.5 }}>
        <FormLabel component="legend" sx={{ mb: 1.5 }}>
          <FormattedMessage id="events.filters.dates" />
        </FormLabel>
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={{ xs: 1.5, md: 2.5 }}>
          <TextField
            label={label('events.filters.from')}
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => onChange({ from: e.target.value || null })}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
          />
          <TextField
            label={label('events.filters.to')}
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => onChange({ to: e.target.value || null })}
            size="small"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? undefined } }}
          />
        </Stack>
      </FormControl>

      <FormControl component="fieldset">
        <FormLabel component="legend" id={priceLabelId}>
          <FormattedMessage id="events.filters.price" />
        </FormLabel>
        <RadioGroup
          aria-labelledby={priceLabelId}
          row
          value={filters.price ?? 'all'}
          onChange={(e) => {
            const value = e.target.value;
            onChange({ price: value === 'free' || value === 'paid' ? value : null });
          }}
        >
          {PRICE_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={label(option.labelId)}
            />
          ))}
        </RadioGroup>
        <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }}>
          <ReaisField
            label={label('events.filters.priceMin')}
            value={filters.min}
            disabled={filters.price === 'free'}
            onCommit={(min) => onChange({ min })}
          />
          <ReaisField
            label={label('events.filters.priceMax')}
            value={filters.max}
            disabled={filters.price === 'free'}
            onCommit={(max) => onChange({ max })}
          />
        </Stack>
      </FormControl>

      <Button
        variant="outlined"
        startIcon={<FilterAltOffOutlined />}
        onClick={onClear}
        disabled={activeFilterCount(filters) === 0 && filters.search === ''}
      >
        <FormattedMessage id="events.filters.clear" />
      </Button>
    </Stack>
  );
}
