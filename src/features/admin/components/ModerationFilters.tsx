import FilterSelect, { type FilterOption } from './FilterSelect';
import { useOwners } from './useOwners';

interface ModerationFiltersProps {
  statusOptions: readonly FilterOption[];
  values: { status: string; ownerId: string };
  onChange: (name: 'status' | 'ownerId', value: string) => void;
}

/** The filters of a moderation list (events, courses): status and owner. */
export default function ModerationFilters({ statusOptions, values, onChange }: ModerationFiltersProps) {
  const owners = useOwners();
  return (
    <>
      <FilterSelect
        name="status"
        labelId="admin.field.status"
        value={values.status}
        options={statusOptions}
        onChange={(v) => onChange('status', v)}
        minWidth={150}
      />
      <FilterSelect
        name="ownerId"
        labelId="admin.field.owner"
        value={values.ownerId}
        options={owners.options}
        onChange={(v) => onChange('ownerId', v)}
        minWidth={220}
      />
    </>
  );
}
