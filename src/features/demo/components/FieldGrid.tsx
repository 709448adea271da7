import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Form fields two to a row from a small tablet up, one under the other on a phone. */
export default function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        gap: 2.5,
      }}
    >
      {children}
    </Box>
  );
}
