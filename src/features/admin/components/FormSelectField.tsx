import MenuItem from '@mui/material/MenuItem';
import SelectField from '@/components/form/SelectField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Already translated. */
  label: string;
  /** Values with their translated labels. */
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  helperText?: string;
}

/** A form's select bound to react-hook-form. */
export default function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  helperText,
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          fullWidth
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          label={label}
          disabled={disabled}
          helperText={helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );
}
