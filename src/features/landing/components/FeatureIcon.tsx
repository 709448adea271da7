import Box from '@mui/material/Box';
import type { ComponentType } from 'react';

/** The square badge that carries a feature's icon on the landing pages. */
export default function FeatureIcon({ icon: Icon }: { icon: ComponentType }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 48,
        height: 48,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        mb: 2,
      }}
    >
      <Icon />
    </Box>
  );
}
