import Box from '@mui/material/Box';
import { BRAND } from '@/config';

/** The wordmark: a small sun (the "light" of Lumi) and the brand name, in theme colours. */
export default function Logo({ height = 32 }: { height?: number }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: height, height, flexShrink: 0 }}>
        <Box component="circle" cx="16" cy="16" r="15" sx={{ fill: (t) => t.palette.primary.main }} />
        <Box component="circle" cx="16" cy="16" r="7" sx={{ fill: (t) => t.palette.primary.contrastText }} />
        <Box component="circle" cx="16" cy="16" r="3.5" sx={{ fill: (t) => t.palette.secondary.main }} />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 800, fontSize: height * 0.7, letterSpacing: '-0.02em', lineHeight: 1 }}
      >
        {BRAND}
      </Box>
    </Box>
  );
}
