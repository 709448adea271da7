import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

/** An on/off field bound to react-hook-form, named after the payload field, its label through react-intl. */
export default function FormSwitch<T extends FieldValues>({
  control,
  name,
  labelId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              name={field.name}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={<FormattedMessage id={labelId} />}
        />
      )}
    />
  );
}
