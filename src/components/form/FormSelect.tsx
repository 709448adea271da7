import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import SelectField, { type SelectFieldProps } from './SelectField';
import { useTextBinding, type TextBindingOptions } from './textBinding';

export type FormSelectProps<T extends FieldValues> = Omit<
  SelectFieldProps,
  'name' | 'label' | 'value' | 'onChange' | 'helperText'
> &
  Pick<TextBindingOptions, 'labelId' | 'helperId' | 'helperText'> & {
    control: Control<T>;
    name: FieldPath<T>;
  };

/**
 * A select bound to react-hook-form, its options as MenuItem children: the app's SelectField, with
 * FormTextField's label and errors. Only forms with a select load MUI's Select.
 */
export default function FormSelect<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  helperText,
  ...props
}: FormSelectProps<T>) {
  const bind = useTextBinding({ labelId, helperId, helperText });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField {...props} {...bind(field, fieldState)} fullWidth={props.fullWidth ?? true} />
      )}
    />
  );
}
