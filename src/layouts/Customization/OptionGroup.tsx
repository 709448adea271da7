import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useIntl } from 'react-intl';

interface OptionGroupProps<T extends string> {
  labelId: string;
  value: T;
  options: readonly { value: T; labelId: string }[];
  onChange: (value: T) => void;
}

/** A labelled radio group, the one control shape the customization drawer uses for choices. */
export default function OptionGroup<T extends string>({
  labelId,
  value,
  options,
  onChange,
}: OptionGroupProps<T>) {
  const intl = useIntl();
  const id = useId();
  return (
    <FormControl component="fieldset" sx={{ width: '100%', mb: 2.5 }}>
      <FormLabel component="legend" id={id} sx={{ mb: 0.5, fontWeight: 600 }}>
        {intl.formatMessage({ id: labelId })}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        value={value}
        onChange={(e) => {
          const next = options.find((o) => o.value === e.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={o.value}
            control={<Radio />}
            label={intl.formatMessage({ id: o.labelId })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
