import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { passwordStrength } from '@/utils/br';

const COLORS = { empty: 'inherit', weak: 'error', fair: 'warning', good: 'info', strong: 'success' } as const;

/** A visible meter under the password field: weak, fair, good or strong. */
export default function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const id = useId();
  const { score, level } = passwordStrength(password);
  if (level === 'empty') return null;
  const text = intl.formatMessage({ id: `form.password.strength.${level}` });
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={score * 25}
        color={COLORS[level]}
        aria-labelledby={id}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography id={id} variant="caption" color="text.secondary" aria-live="polite">
        {intl.formatMessage({ id: 'form.password.strength' }, { level: text })}
      </Typography>
    </Box>
  );
}
