import Grid, { type GridSize } from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface CardStatProps {
  /** The cell's width in the card's grid. */
  size: { xs: GridSize; md: GridSize };
  labelId: string;
  /** The value, shown in bold; with `detail`, the lines to show as they are. */
  children: ReactNode;
  detail?: boolean;
  /** How much of a limit is used (0–100), as a thin bar named by `label`. */
  progress?: { value: number; label: string };
}

/** One cell of a ticket or coupon card: its caption, the value in bold, and a bar when it has a limit. */
export default function CardStat({ size, labelId, children, detail = false, progress }: CardStatProps) {
  return (
    <Grid size={size}>
      <Typography variant="caption" color="text.secondary" component="p">
        <FormattedMessage id={labelId} />
      </Typography>
      {detail ? children : <Typography sx={{ fontWeight: 600 }}>{children}</Typography>}
      {progress && (
        <LinearProgress
          variant="determinate"
          value={progress.value}
          aria-label={progress.label}
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
    </Grid>
  );
}
