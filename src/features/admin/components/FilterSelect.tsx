import MenuItem from '@mui/material/MenuItem';
import SelectField from '@/components/form/SelectField';
import { useIntl } from 'react-intl';

export interface FilterOption {
  value: string;
  /** A message id, or the text itself when `raw`. */
  label: string;
  raw?: boolean;
}

interface FilterSelectProps {
  name: string;
  labelId: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The "any" choice (empty value); its message id. */
  anyLabelId?: string;
  minWidth?: number;
}

/** One list filter as a small select; the empty value means "any". */
export default function FilterSelect({
  name,
  labelId,
  value,
  options,
  onChange,
  anyLabelId = 'admin.filter.any',
  minWidth = 170,
}: FilterSelectProps) {
  const intl = useIntl();
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <SelectField
      size="small"
      name={name}
      label={intl.formatMessage({ id: labelId })}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: minWidth } }}
    >
      <MenuItem value="">{intl.formatMessage({ id: anyLabelId })}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.raw ? option.label : intl.formatMessage({ id: option.label })}
        </MenuItem>
      ))}
    </SelectField>
  );
}
