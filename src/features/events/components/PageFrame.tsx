import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { PageVariant } from '../variant';

/** Public pages bring their own container; inside the signed-in layout the content box already is one. */
export default function PageFrame({ variant, children }: { variant: PageVariant; children: ReactNode }) {
  if (variant === 'member') return <>{children}</>;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      {children}
    </Container>
  );
}
