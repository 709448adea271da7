import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A grid's first cell: the name in bold and a line under it (on a phone it says what the hidden columns
 * would). Both lines stay on one line each, cut with an ellipsis, so the row keeps its height.
 */
export default function NameCell({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0, py: 0.5, lineHeight: 1.3 }}>
      <Typography component="div" variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography
        component="div"
        variant="caption"
        color="text.secondary"
        noWrap
        title={typeof detail === 'string' ? detail : undefined}
      >
        {detail}
      </Typography>
    </Box>
  );
}
