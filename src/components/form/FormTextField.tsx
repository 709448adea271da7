import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import HelperWithCounter from './HelperWithCounter';
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
  /**
   * The most characters the field takes: a counter ("87/120") under it, and a longer text (a paste) is
   * kept as it is and shown in error at once, so the user chooses what to cut (see LimitedTextField).
   */
  maxChars?: number;
  /** Said under a text longer than `maxChars` until the form's own check speaks. */
  tooLongText?: (count: number, max: number) => string;
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
        const over = maxChars != null && raw.length > maxChars;
        const message =
          errorText(fieldState.error?.message) ??
          (over ? tooLongText?.(raw.length, maxChars) : undefined) ??
          (helperId ? intl.formatMessage({ id: helperId }) : props.helperText);
        return (
          <TextField
            {...props}
            inputRef={field.ref}
            name={field.name}
            value={format ? format(raw) : raw}
            onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
            onBlur={field.onBlur}
            label={intl.formatMessage({ id: labelId })}
            error={fieldState.error != null || over}
            helperText={
              maxChars == null ? (
                message
              ) : (
                <HelperWithCounter text={message} count={raw.length} max={maxChars} />
              )
            }
            fullWidth={props.fullWidth ?? true}
          />
        );
      }}
    />
  );
}
