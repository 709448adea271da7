import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import type { TextFieldProps, TextFieldSlotProps } from './TextField';

export type NativeSelectFieldProps = Omit<
  TextFieldProps,
  'multiline' | 'rows' | 'minRows' | 'maxRows' | 'type' | 'slotProps' | 'onChange' | 'placeholder'
> & {
  /** The options: option elements. */
  children: ReactNode;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  slotProps?: Omit<TextFieldSlotProps, 'input' | 'htmlInput'>;
};

/**
 * The app's field for a native select (the phone's own picker): an outlined field drawn as SelectField
 * draws one, on MUI's NativeSelect, so a page whose selects are all native loads none of the menu,
 * popover and modal code behind MUI's Select.
 */
export default function NativeSelectField({
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
  slotProps = {},
  value,
  variant = 'outlined',
  ...root
}: NativeSelectFieldProps) {
  const ownId = useId();
  const id = idOverride ?? ownId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  const inputLabelId = label && id ? `${id}-label` : undefined;
  const { inputLabel, formHelperText } = slotProps;
  return (
    <FormControl variant={variant} {...root}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <NativeSelect
        aria-describedby={helperTextId}
        id={id}
        value={value}
        defaultValue={defaultValue}
        name={name}
        autoComplete={autoComplete}
        inputRef={inputRef}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
        input={<OutlinedInput label={label} notched={inputLabel?.shrink} />}
      >
        {children}
      </NativeSelect>
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
