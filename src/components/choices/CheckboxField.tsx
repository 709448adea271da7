import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useErrorText } from '@/components/form/useErrorText';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  /** Marks the box touched when it loses focus, so a form in onTouched mode checks it from then on. */
  touchOnBlur?: boolean;
  /**
   * For a long label: the box lines up with its first line, the texts below start under the label, and
   * the error is read out with the box.
   */
  longLabel?: boolean;
  /** A note under the box (e.g. where to read the terms). */
  children?: ReactNode;
}

/** A yes/no box bound to react-hook-form, with its error below it. */
export default function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  touchOnBlur = false,
  longLabel = false,
  children,
}: CheckboxFieldProps<T>) {
  const errorText = useErrorText();
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={fieldState.error != null} required={required}>
          <FormControlLabel
            sx={longLabel ? { alignItems: 'flex-start' } : undefined}
            control={
              <Checkbox
                name={field.name}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={touchOnBlur ? field.onBlur : undefined}
                slotProps={{
                  input: {
                    ref: field.ref,
                    'aria-describedby': longLabel && fieldState.error ? helpId : undefined,
                  },
                }}
                sx={longLabel ? { mt: -0.75 } : undefined}
              />
            }
            label={label}
          />
          {fieldState.error && (
            <FormHelperText id={longLabel ? helpId : undefined} sx={longLabel ? { ml: 4 } : undefined}>
              {errorText(fieldState.error.message)}
            </FormHelperText>
          )}
          {children}
        </FormControl>
      )}
    />
  );
}
