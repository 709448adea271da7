import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';

/** A titled group of fields. */
export function FormSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  helperId?: string;
  disabled?: boolean;
}

/** An on/off field bound to react-hook-form, with its explanation under it. */
export function SwitchField<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  disabled,
}: SwitchFieldProps<T>) {
  const intl = useIntl();
  const helperIdAttr = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack>
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
            label={intl.formatMessage({ id: labelId })}
          />
          {helperId && (
            <FormHelperText id={helperIdAttr} sx={{ mt: 0, ml: 6 }}>
              <FormattedMessage id={helperId} />
            </FormHelperText>
          )}
        </Stack>
      )}
    />
  );
}
