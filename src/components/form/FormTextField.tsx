import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTextBinding, type TextBindingOptions } from './textBinding';
import TextField, { type TextFieldProps } from './TextField';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'helperText'
> &
  TextBindingOptions & {
    control: Control<T>;
    name: FieldPath<T>;
  };

/** A text field bound to react-hook-form: label and errors through react-intl, the input named after the payload field. */
export default function FormTextField<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  parse,
  format,
  maxChars,
  tooLongText,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const bind = useTextBinding({ labelId, helperId, parse, format, maxChars, tooLongText, helperText });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...props} {...bind(field, fieldState)} fullWidth={props.fullWidth ?? true} />
      )}
    />
  );
}
