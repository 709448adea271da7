import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';

interface LandingSectionProps {
  titleId: string;
  subtitleId?: string;
  /** 'paper' sets the section apart from its neighbours. */
  tone?: 'default' | 'paper';
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
}

/** One band of a public page: an h2 (labelling the section), an optional lead line and the content. */
export default function LandingSection({
  titleId,
  subtitleId,
  tone = 'default',
  maxWidth = 'lg',
  children,
}: LandingSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        py: { xs: 5, md: 8 },
        bgcolor: tone === 'paper' ? 'background.paper' : undefined,
        borderBlock: tone === 'paper' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth={maxWidth}>
        <Typography
          id={headingId}
          variant="h2"
          component="h2"
          sx={{ textAlign: 'center', fontSize: { xs: '1.4rem', sm: '1.75rem' } }}
        >
          <FormattedMessage id={titleId} values={{ brand: BRAND }} />
        </Typography>
        {subtitleId && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1.5, maxWidth: 640, mx: 'auto' }}>
            <FormattedMessage id={subtitleId} values={{ brand: BRAND }} />
          </Typography>
        )}
        <Box sx={{ mt: { xs: 3, md: 5 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
