import MenuItem from '@mui/material/MenuItem';
import SelectField from '@/components/form/SelectField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

/** A select of the board's columns or stories, with an explicit "none" choice (the empty value). */
export default function OptionalSelectField<T extends FieldValues>({
  control,
  name,
  labelId,
  noneId,
  options,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  noneId: string;
  options: readonly { id: string; title: string }[];
}) {
  const intl = useIntl();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField {...field} label={intl.formatMessage({ id: labelId })}>
          <MenuItem value="">
            <FormattedMessage id={noneId} />
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.title}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );
}
