import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { PageVariant } from '../variant';

/**
 * Public pages bring their own container; inside the signed-in layout the content box already is one.
 * These pages wait for data, so the frame is at least a screen tall: the footer starts below the fold
 * and does not jump down when the event or the results arrive.
 */
export default function PageFrame({ variant, children }: { variant: PageVariant; children: ReactNode }) {
  if (variant === 'member') return <>{children}</>;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 }, minHeight: '100vh' }}>
      {children}
    </Container>
  );
}
