import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ProgressLineProps {
  title: ReactNode;
  /** The figures in words, under the title. */
  detail: ReactNode;
  /** 0 to 1. */
  value: number;
  /** The bar's name for screen readers ("Ocupação de Festival de Inverno"). */
  label: string;
  /** The share as it reads beside the bar. */
  percent: string;
}

/** One row of a progress list: what, how far in words and as a bar with its percentage. */
export default function ProgressLine({ title, detail, value, label, percent }: ProgressLineProps) {
  const clamped = Math.min(1, Math.max(0, value));
  return (
    <Box component="li" sx={{ py: 1.25, '&:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
          {percent}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.round(clamped * 100)}
        aria-label={label}
        aria-valuetext={percent}
        sx={{ my: 0.75, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}
