import { useIntl } from 'react-intl';
import { ListFilterSelect } from '@/components/list/ServerGridToolbar';

export interface StoreFilter {
  /** The URL parameter and the API's query field. */
  name: string;
  labelId: string;
  /** The values with their message ids. */
  options: readonly { value: string; labelId: string }[];
}

/** A store list's one filter: "all" or one value, kept in the URL by the grid's state. */
export default function StoreFilterSelect({
  filter,
  value,
  onChange,
}: {
  filter: StoreFilter;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <ListFilterSelect
      name={filter.name}
      label={intl.formatMessage({ id: filter.labelId })}
      value={value}
      onChange={onChange}
      allLabel={intl.formatMessage({ id: 'customer.filter.all' })}
      showAll
      options={filter.options.map((o) => ({ value: o.value, label: intl.formatMessage({ id: o.labelId }) }))}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
    />
  );
}
