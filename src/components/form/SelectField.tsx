import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectProps } from '@mui/material/Select';
import { useId, type ReactNode } from 'react';
import type { TextFieldProps, TextFieldSlotProps } from './TextField';

export type SelectFieldProps = Omit<
  TextFieldProps,
  'multiline' | 'rows' | 'minRows' | 'maxRows' | 'type' | 'slotProps'
> & {
  /** The options: MenuItem elements, or option elements for a native select. */
  children: ReactNode;
  slotProps?: TextFieldSlotProps & { select?: Partial<SelectProps> };
};

/**
 * The app's select field: what MUI's TextField draws in `select` mode (an outlined Select with its label
 * and helper text, the same ids and the same props), without the text field's own module, so that pages
 * with only text fields load the light TextField (components/form/TextField) and no Select at all.
 */
export default function SelectField({
  children,
  autoComplete,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  slotProps = {},
  value,
  variant = 'outlined',
  ...root
}: SelectFieldProps) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const { input, inputLabel, htmlInput, formHelperText, select } = slotProps;
  const native = select?.native === true;
  return (
    <FormControl variant={variant} {...root}>
      {label != null && label !== '' && (
        <InputLabel
          htmlFor={native ? id : undefined}
          id={inputLabelId}
          {...(native ? {} : { component: 'div' })}
          {...inputLabel}
        >
          {label}
        </InputLabel>
      )}
      <Select
        aria-describedby={helperTextId}
        id={id}
        labelId={inputLabelId}
        value={value}
        input={
          <OutlinedInput
            autoComplete={autoComplete}
            defaultValue={defaultValue}
            fullWidth={root.fullWidth}
            name={name}
            id={native ? id : undefined}
            inputRef={inputRef}
            onBlur={onBlur}
            onChange={onChange}
            onFocus={onFocus}
            placeholder={placeholder}
            inputProps={htmlInput}
            label={label}
            notched={inputLabel?.shrink}
            {...input}
          />
        }
        {...select}
      >
        {children}
      </Select>
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
