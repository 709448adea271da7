import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useErrorText } from '@/components/form/useErrorText';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

interface RadioGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The group's legend. */
  labelId: string;
  options: readonly RadioOption[];
  required?: boolean;
  /** Options side by side instead of one under the other. */
  row?: boolean;
  legendSx?: SxProps<Theme>;
  optionSx?: SxProps<Theme>;
}

/**
 * A one-of-many choice bound to react-hook-form: a fieldset named by its legend, the error below it. The
 * first option takes the field's ref, so a failed submit focuses the group.
 */
export default function RadioGroupField<T extends FieldValues>({
  control,
  name,
  labelId,
  options,
  required,
  row,
  legendSx,
  optionSx,
}: RadioGroupFieldProps<T>) {
  const errorText = useErrorText();
  const legendId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={fieldState.error != null} required={required}>
          <FormLabel component="legend" id={legendId} sx={legendSx}>
            <FormattedMessage id={labelId} />
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name={field.name}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            row={row}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
                label={option.label}
                sx={optionSx}
              />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{errorText(fieldState.error.message)}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
