import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useErrorText } from './useErrorText';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  helperId?: string;
  /** Turns what is shown into what is stored (e.g. keep only digits). */
  parse?: (input: string) => string;
  /** Turns what is stored into what is shown (e.g. a mask). */
  format?: (value: string) => string;
};

/** A text field bound to react-hook-form: label and errors through react-intl, the input named after the payload field. */
export default function FormTextField<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  parse,
  format,
  ...props
}: FormTextFieldProps<T>) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const raw = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            {...props}
            inputRef={field.ref}
            name={field.name}
            value={format ? format(raw) : raw}
            onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
            onBlur={field.onBlur}
            label={intl.formatMessage({ id: labelId })}
            error={fieldState.error != null}
            helperText={
              errorText(fieldState.error?.message) ??
              (helperId ? intl.formatMessage({ id: helperId }) : props.helperText)
            }
            fullWidth={props.fullWidth ?? true}
          />
        );
      }}
    />
  );
}
