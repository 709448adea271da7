import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import TitledSection from '@/components/sections/TitledSection';

/** A part of a store page: a titled section on an outlined card. */
export default function StoreSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <TitledSection titleId={titleId}>{children}</TitledSection>
    </Paper>
  );
}
