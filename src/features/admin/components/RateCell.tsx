import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

/** A rate as a percentage with a bar under it (the number is what screen readers read). */
export default function RateCell({ rate, detail }: { rate: number; detail?: string }) {
  const intl = useIntl();
  const percent = intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {percent}
        {detail && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
            {detail}
          </Typography>
        )}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round(rate * 100)}
        aria-hidden
        sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
      />
    </Box>
  );
}
