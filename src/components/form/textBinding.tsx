import type { ChangeEvent, ReactNode, Ref } from 'react';
import type { ControllerFieldState, ControllerRenderProps, FieldValues, FieldPath } from 'react-hook-form';
import { useIntl } from 'react-intl';
import HelperWithCounter from './HelperWithCounter';
import { useErrorText } from './useErrorText';

/** What a bound text field (FormTextField, FormSelect) takes beyond its field's own props. */
export interface TextBindingOptions {
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
  /** Shown under the field when there is no error (`helperId` is the translated way). */
  helperText?: ReactNode;
}

/** The props a bound field passes to its text field. */
export interface BoundTextProps {
  inputRef: Ref<HTMLInputElement>;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  label: string;
  error: boolean;
  helperText: ReactNode;
}

/**
 * The react-hook-form binding of a text field: label and errors through react-intl, the input named after
 * the payload field, the value shown and stored through `format`/`parse`, and the character counter.
 */
export function useTextBinding({
  labelId,
  helperId,
  parse,
  format,
  maxChars,
  tooLongText,
  helperText,
}: TextBindingOptions) {
  const intl = useIntl();
  const errorText = useErrorText();
  return <T extends FieldValues>(
    field: ControllerRenderProps<T, FieldPath<T>>,
    fieldState: ControllerFieldState,
  ): BoundTextProps => {
    const raw = typeof field.value === 'string' ? field.value : '';
    const over = maxChars != null && raw.length > maxChars;
    const message =
      errorText(fieldState.error?.message) ??
      (over ? tooLongText?.(raw.length, maxChars) : undefined) ??
      (helperId ? intl.formatMessage({ id: helperId }) : helperText);
    return {
      inputRef: field.ref,
      name: field.name,
      value: format ? format(raw) : raw,
      onChange: (e) => field.onChange(parse ? parse(e.target.value) : e.target.value),
      onBlur: field.onBlur,
      label: intl.formatMessage({ id: labelId }),
      error: fieldState.error != null || over,
      helperText:
        maxChars == null ? message : <HelperWithCounter text={message} count={raw.length} max={maxChars} />,
    };
  };
}
