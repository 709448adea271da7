import type { FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import FormTextField, { type FormTextFieldProps } from './FormTextField';

export type LimitedTextFieldProps<T extends FieldValues> = Omit<
  FormTextFieldProps<T>,
  'maxChars' | 'tooLongText'
> & {
  /** The most characters the API takes for this field (from its contract schema). */
  maxChars: number | null | undefined;
};

/**
 * A text field with a limit: a counter ("87/120") under it, and a longer text (a paste of 5 000
 * characters) is kept as it is, in error at once with how far over it is, instead of being cut silently.
 * The form's schema refuses it too, so it is never sent.
 */
export default function LimitedTextField<T extends FieldValues>({
  maxChars,
  ...props
}: LimitedTextFieldProps<T>) {
  const intl = useIntl();
  return (
    <FormTextField
      {...props}
      maxChars={maxChars ?? undefined}
      tooLongText={(count, max) => intl.formatMessage({ id: 'validation.text.tooLong' }, { count, max })}
    />
  );
}
