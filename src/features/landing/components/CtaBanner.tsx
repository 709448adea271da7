import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import CtaButtons from './CtaButtons';
import type { CtaLink } from './types';

interface CtaBannerProps {
  titleId: string;
  bodyId: string;
  actions: readonly CtaLink[];
  /** A line under the buttons (e.g. where to sign in). */
  children?: ReactNode;
}

/** The closing invitation of a page. */
export default function CtaBanner({ titleId, bodyId, actions, children }: CtaBannerProps) {
  const headingId = useId();
  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      maxWidth="lg"
      sx={{ pt: { xs: 1, md: 2 }, pb: { xs: 5, md: 8 } }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          textAlign: 'center',
          borderColor: 'primary.main',
          background: (t) =>
            `linear-gradient(135deg, ${t.palette.primary.main}1f 0%, ${t.palette.secondary.main}14 100%)`,
        }}
      >
        <Typography
          id={headingId}
          variant="h2"
          component="h2"
          sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' } }}
        >
          <FormattedMessage id={titleId} values={{ brand: BRAND }} />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, maxWidth: 620, mx: 'auto' }}>
          <FormattedMessage id={bodyId} values={{ brand: BRAND }} />
        </Typography>
        <CtaButtons actions={actions} justify="center" />
        {children}
      </Paper>
    </Container>
  );
}
