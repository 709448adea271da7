import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SummaryLineProps {
  label: ReactNode;
  /** The value, right-aligned with figures of equal width so amounts line up. */
  children: ReactNode;
  /** A total: both sides bold and in the main text colour. */
  strong?: boolean;
  variant?: TypographyProps['variant'];
}

/** One "label … value" line of a summary (an order's subtotal, fee, total). */
export default function SummaryLine({
  label,
  children,
  strong = false,
  variant = 'body2',
}: SummaryLineProps) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography
        variant={variant}
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant={variant}
        sx={{ fontWeight: strong ? 700 : 500, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {children}
      </Typography>
    </Stack>
  );
}
