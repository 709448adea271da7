import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { OutlinedTextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

/** The parts a caller may dress, as MUI's TextField names them (object form). */
export interface TextFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  inputLabel?: Partial<InputLabelProps>;
  htmlInput?: InputBaseComponentProps;
  formHelperText?: Partial<FormHelperTextProps>;
}

export type TextFieldProps = Omit<
  OutlinedTextFieldProps,
  | 'variant'
  | 'autoFocus'
  | 'select'
  | 'SelectProps'
  | 'children'
  | 'slots'
  | 'slotProps'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & { variant?: 'outlined'; slotProps?: TextFieldSlotProps };

/**
 * The app's text field: MUI's outlined TextField without its `select` mode. MUI's TextField imports
 * Select (with Menu, Popover, Modal and the filled and standard inputs) for every field; this one
 * composes the same parts a text field shows (FormControl, InputLabel, OutlinedInput, FormHelperText),
 * with the same ids, label, notch and helper text (and no autofocus, which the app never uses). A select
 * is a SelectField, or a NativeSelectField for the phone's own picker.
 */
export default function TextField({
  autoComplete,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline = false,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  slotProps = {},
  type,
  value,
  variant = 'outlined',
  ...root
}: TextFieldProps) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const { input, inputLabel, htmlInput, formHelperText } = slotProps;
  return (
    <FormControl variant={variant} {...root}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        fullWidth={root.fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
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
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
