import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useId } from 'react';
import { formatCents } from '@/utils/br';

interface StatTileProps {
  label: ReactNode;
  /** Cents; undefined while loading. */
  value: number | undefined;
  hint?: ReactNode;
  icon?: ComponentType<{ fontSize?: 'inherit' | 'small' | 'medium' }>;
  tone?: 'primary' | 'success' | 'warning' | 'error' | 'info' | 'neutral';
  /** Negative figures (fees, refunds) shown with a minus. */
  negative?: boolean;
  emphasis?: boolean;
}

/** One money figure with its label: a region so screen readers hear "label: value". */
export default function StatTile({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'neutral',
  negative = false,
  emphasis = false,
}: StatTileProps) {
  const labelId = useId();
  const color = tone === 'neutral' ? 'text.secondary' : `${tone}.main`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: 2, height: '100%', ...(emphasis && { borderColor: 'primary.main', borderWidth: 2 }) }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        {Icon && (
          <Box sx={{ color, display: 'flex' }} aria-hidden>
            <Icon fontSize="small" />
          </Box>
        )}
        <Typography
          id={labelId}
          variant="body2"
          color="text.secondary"
          component="h3"
          sx={{ fontWeight: 500 }}
        >
          {label}
        </Typography>
      </Stack>
      {value === undefined ? (
        <Skeleton width="60%" sx={{ fontSize: '1.6rem' }} />
      ) : (
        <Typography
          component="p"
          sx={{
            fontSize: emphasis ? { xs: '1.5rem', sm: '1.75rem' } : { xs: '1.1rem', sm: '1.4rem' },
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {negative && value > 0 ? `−\u00a0${formatCents(value)}` : formatCents(value)}
        </Typography>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Card>
  );
}
