import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import CtaButtons from './CtaButtons';
import type { CtaLink } from './types';

interface LandingHeroProps {
  kickerId: string;
  titleId: string;
  subtitleId: string;
  actions: readonly CtaLink[];
  /** Shown beside the text on wide screens and below it on phones; without it the hero is centred. */
  aside?: ReactNode;
}

/** The top of a public page: the page's one h1, what it offers in a sentence, and its main actions. */
export default function LandingHero({ kickerId, titleId, subtitleId, actions, aside }: LandingHeroProps) {
  const centred = aside == null;
  const text = (
    <>
      <Typography
        variant="overline"
        component="p"
        color="primary"
        sx={{ fontWeight: 700, letterSpacing: 2, lineHeight: 1.6 }}
      >
        <FormattedMessage id={kickerId} values={{ brand: BRAND }} />
      </Typography>
      <Typography
        variant="h1"
        component="h1"
        sx={{ fontSize: { xs: '2rem', sm: '2.6rem', md: '3rem' }, mt: 1, lineHeight: 1.15 }}
      >
        <FormattedMessage id={titleId} values={{ brand: BRAND }} />
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mt: 2, mb: 4, fontSize: { xs: '1rem', sm: '1.15rem' }, maxWidth: centred ? undefined : 560 }}
      >
        <FormattedMessage id={subtitleId} values={{ brand: BRAND }} />
      </Typography>
      <CtaButtons actions={actions} justify={centred ? 'center' : 'flex-start'} />
    </>
  );

  return (
    <Box
      sx={{
        py: { xs: 5, md: 9 },
        background: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.main}22 0%, transparent 55%), linear-gradient(20deg, ${t.palette.secondary.main}1f 0%, transparent 60%)`,
      }}
    >
      {centred ? (
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          {text}
        </Container>
      ) : (
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>{text}</Grid>
            <Grid size={{ xs: 12, md: 5 }}>{aside}</Grid>
          </Grid>
        </Container>
      )}
    </Box>
  );
}
