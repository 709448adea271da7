import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

export interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  /** An explanation under the switch, also its accessible description. */
  helperId?: string;
  disabled?: boolean;
}

/**
 * An on/off field bound to react-hook-form: the input named after the payload field, its label (and
 * optional explanation under it) through react-intl.
 */
export default function FormSwitch<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  disabled,
}: FormSwitchProps<T>) {
  const helperIdAttr = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const toggle = (
          <FormControlLabel
            control={
              <Switch
                name={field.name}
                checked={field.value === true}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                disabled={disabled}
                slotProps={{
                  input: { ref: field.ref, 'aria-describedby': helperId ? helperIdAttr : undefined },
                }}
              />
            }
            label={<FormattedMessage id={labelId} />}
          />
        );
        if (!helperId) return toggle;
        return (
          <Stack>
            {toggle}
            <FormHelperText id={helperIdAttr} sx={{ mt: 0, ml: 6 }}>
              <FormattedMessage id={helperId} />
            </FormHelperText>
          </Stack>
        );
      }}
    />
  );
}
