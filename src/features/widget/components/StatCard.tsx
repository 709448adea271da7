import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useId, type ReactNode } from 'react';
import Trend from './Trend';

export type StatTone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

interface StatCardProps {
  label: ReactNode;
  /** The figure as it reads (a count, an amount in BRL). */
  value: ReactNode;
  /** The raw figures the trend compares; no trend when left out. */
  trend?: { current: number; previous: number };
  Icon: SvgIconComponent;
  tone?: StatTone;
  /** Below the figure: a sparkline on the chart page. */
  footer?: ReactNode;
  /** Instead of the figure: a state (not available for this profile, an error). */
  state?: ReactNode;
}

/** One figure with its label and how it moved: a region, so a screen reader hears "label: figure, trend". */
export default function StatCard({
  label,
  value,
  trend,
  Icon,
  tone = 'primary',
  footer,
  state,
}: StatCardProps) {
  const labelId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: 2, height: '100%', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          aria-hidden
          sx={{
            display: 'flex',
            p: 1,
            borderRadius: 2,
            color: `${tone}.main`,
            bgcolor: 'action.hover',
          }}
        >
          <Icon fontSize="small" />
        </Box>
        <Typography
          id={labelId}
          variant="body2"
          color="text.secondary"
          component="h2"
          sx={{ fontWeight: 500 }}
        >
          {label}
        </Typography>
      </Stack>
      {state ?? (
        <>
          <Typography
            component="p"
            sx={{
              fontSize: { xs: '1.5rem', sm: '1.75rem' },
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
          {trend && <Trend current={trend.current} previous={trend.previous} />}
          {footer}
        </>
      )}
    </Card>
  );
}
