import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { formatCents } from '@/utils/br';
import { categoryLabel } from '@/components/events/categories';
import type { CatalogFilters } from '../catalogParams';

interface ActiveFilterChipsProps {
  filters: CatalogFilters;
  onChange: (patch: Partial<CatalogFilters>) => void;
}

/** What narrows the list, each removable on its own: on a phone the filters themselves sit in a drawer. */
export default function ActiveFilterChips({ filters, onChange }: ActiveFilterChipsProps) {
  const intl = useIntl();
  // A calendar day, not an instant: formatted in UTC so no time zone moves it.
  const day = (iso: string) =>
    intl.formatDate(`${iso}T00:00:00Z`, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
  const reais = (value: number) => formatCents(Math.round(value * 100));

  const chips: { key: string; label: string; clear: Partial<CatalogFilters> }[] = [];
  if (filters.category)
    chips.push({ key: 'category', label: categoryLabel(intl, filters.category), clear: { category: null } });
  if (filters.city) chips.push({ key: 'city', label: filters.city, clear: { city: null } });
  if (filters.from || filters.to) {
    const label =
      filters.from && filters.to
        ? intl.formatMessage(
            { id: 'events.chips.dateRange' },
            { from: day(filters.from), to: day(filters.to) },
          )
        : filters.from
          ? intl.formatMessage({ id: 'events.chips.dateFrom' }, { from: day(filters.from) })
          : intl.formatMessage({ id: 'events.chips.dateTo' }, { to: day(filters.to ?? '') });
    chips.push({ key: 'dates', label, clear: { from: null, to: null } });
  }
  if (filters.price)
    chips.push({
      key: 'price',
      label: intl.formatMessage({
        id: filters.price === 'free' ? 'events.filters.price.free' : 'events.filters.price.paid',
      }),
      clear: { price: null },
    });
  if (filters.price !== 'free' && (filters.min !== null || filters.max !== null)) {
    const label =
      filters.min !== null && filters.max !== null
        ? intl.formatMessage(
            { id: 'events.chips.priceRange' },
            { min: reais(filters.min), max: reais(filters.max) },
          )
        : filters.min !== null
          ? intl.formatMessage({ id: 'events.chips.priceMin' }, { min: reais(filters.min) })
          : intl.formatMessage({ id: 'events.chips.priceMax' }, { max: reais(filters.max ?? 0) });
    chips.push({ key: 'range', label, clear: { min: null, max: null } });
  }

  if (chips.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onClick={() => onChange(chip.clear)}
          onDelete={() => onChange(chip.clear)}
          aria-label={intl.formatMessage({ id: 'events.chips.remove' }, { filter: chip.label })}
          size="small"
          variant="outlined"
          color="primary"
        />
      ))}
    </Stack>
  );
}
