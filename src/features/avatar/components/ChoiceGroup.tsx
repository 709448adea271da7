import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '@/components/srOnly';

export interface Choice {
  value: string;
  /** The choice's name in the user's language (its radio's label). */
  label: string;
  /** What the choice looks like: a small preview or a colour swatch (decorative). */
  visual: ReactNode;
}

interface ChoiceGroupProps {
  /** The group's legend ("Cabelo"). */
  legend: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  /** Round swatches instead of square previews. */
  round?: boolean;
}

/**
 * One part of the avatar as a group of radio buttons drawn as pictures: arrow keys move between the
 * choices, the checked one has a thick outline, and the chosen name is shown beside the legend.
 */
export default function ChoiceGroup({ legend, name, value, choices, onChange, round }: ChoiceGroupProps) {
  const intl = useIntl();
  const id = useId();
  const chosen = choices.find((c) => c.value === value);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ p: 0, mb: 1, fontWeight: 600 }}>
        {legend}
        {chosen && (
          <Box component="span" aria-hidden sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'avatar.chosen' }, { name: chosen.label })}
          </Box>
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          return (
            <Box
              component="label"
              key={choice.value}
              htmlFor={inputId}
              title={choice.label}
              sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer' }}
            >
              <Box
                component="input"
                type="radio"
                id={inputId}
                name={`${id}-${name}`}
                value={choice.value}
                checked={choice.value === value}
                onChange={() => onChange(choice.value)}
                sx={{
                  // Invisible over its picture, so a click or tap lands on the radio itself.
                  position: 'absolute',
                  inset: 0,
                  width: 1,
                  height: 1,
                  m: 0,
                  opacity: 0,
                  cursor: 'pointer',
                  '&:focus-visible + span': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                  '&:checked + span': { borderColor: 'primary.main', borderWidth: 3 },
                }}
              />
              <Box
                component="span"
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: round ? 44 : 60,
                  height: round ? 44 : 60,
                  overflow: 'hidden',
                  borderRadius: round ? '50%' : 2,
                  border: 1,
                  borderColor: 'text.secondary',
                  bgcolor: 'background.paper',
                  transition: (t) => t.transitions.create('border-color'),
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                {choice.visual}
              </Box>
              <Box component="span" sx={srOnly}>
                {choice.label}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
