import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EVENT_COLORS, readableBackground } from '../colors';

interface ColorFieldProps {
  value: string;
  onChange: (color: string) => void;
}

/** The event's colour as a row of swatches (a radio group: arrows move, space picks). */
export default function ColorField({ value, onChange }: ColorFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const known = EVENT_COLORS.some((c) => c.value.toLowerCase() === value.toLowerCase());
  const options: { value: string; name: string }[] = [
    ...EVENT_COLORS.map((c) => ({ value: c.value, name: intl.formatMessage({ id: c.nameId }) })),
    ...(known || !value ? [] : [{ value, name: intl.formatMessage({ id: 'calendar.color.current' }) }]),
  ];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        <FormattedMessage id="calendar.field.color" />
      </FormLabel>
      <Box role="radiogroup" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const checked = option.value.toLowerCase() === value.toLowerCase();
          return (
            <Box
              key={option.value}
              component="label"
              title={option.name}
              sx={{
                position: 'relative',
                width: 36,
                height: 36,
                borderRadius: '50%',
                bgcolor: readableBackground(option.value, 'white'),
                color: 'common.white',
                display: 'grid',
                placeItems: 'center',
                cursor: 'pointer',
                outline: checked ? '2px solid' : 'none',
                outlineColor: 'text.primary',
                outlineOffset: 2,
                '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name="color"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-label={option.name}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  opacity: 0,
                  width: '100%',
                  height: '100%',
                  m: 0,
                  cursor: 'pointer',
                }}
              />
              {checked && <Check fontSize="small" aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </FormControl>
  );
}
