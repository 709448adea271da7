import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '@/config';
import { useCatalogueUnits } from '@/i18n/useCatalogueUnits';
import CtaBanner from '../components/CtaBanner';
import { useNearViewport } from '@/hooks/useNearViewport';
import FeaturedEventsSkeleton from '../components/FeaturedEventsSkeleton';
import HowItWorks from '../components/HowItWorks';
import LandingHero from '../components/LandingHero';
import LandingSection from '../components/LandingSection';
import type { CtaLink, Step } from '../components/types';
import FeatureIcon from '../components/FeatureIcon';

// The featured events carry the API layer: loading them apart keeps the hero's first paint light.
const FeaturedEvents = lazy(() => import('../components/FeaturedEvents'));

const HERO_ACTIONS: readonly CtaLink[] = [
  { to: '/eventos', labelId: 'home.hero.ctaEvents', arrow: true },
  { to: '/register', labelId: 'home.hero.ctaRegister', variant: 'outlined' },
];

const AUDIENCES = [
  {
    to: '/para-voce',
    icon: FamilyRestroomOutlined,
    titleId: 'home.audience.families.title',
    bodyId: 'home.audience.families.body',
    moreId: 'landing.home.audience.families.more',
  },
  {
    to: '/educadores',
    icon: SchoolOutlined,
    titleId: 'home.audience.educators.title',
    bodyId: 'home.audience.educators.body',
    moreId: 'landing.home.audience.educators.more',
  },
  {
    to: '/empresas',
    icon: BusinessOutlined,
    titleId: 'home.audience.companies.title',
    bodyId: 'home.audience.companies.body',
    moreId: 'landing.home.audience.companies.more',
  },
] as const;

const STEPS: readonly Step[] = [
  { titleId: 'landing.home.steps.account.title', bodyId: 'landing.home.steps.account.body' },
  { titleId: 'landing.home.steps.find.title', bodyId: 'landing.home.steps.find.body' },
  { titleId: 'landing.home.steps.follow.title', bodyId: 'landing.home.steps.follow.body' },
];

const START_ACTIONS: readonly CtaLink[] = [
  { to: '/register?role=2', labelId: 'landing.home.start.family' },
  { to: '/register?role=4', labelId: 'landing.home.start.school', variant: 'outlined' },
  { to: '/register?role=3', labelId: 'landing.home.start.producer', variant: 'outlined' },
];

/**
 * The featured events, once their section nears the screen. They are the catalogue's own cards, so the
 * catalogue's texts (categories, prices) load with them, alongside their code and data.
 */
function FeaturedEventsWhenNear() {
  const textsReady = useCatalogueUnits(['events']);
  return (
    <Suspense fallback={<FeaturedEventsSkeleton />}>
      <FeaturedEvents textsReady={textsReady} />
    </Suspense>
  );
}

export default function HomePage() {
  // Featured events (and the API code they need) load when their section nears the screen.
  const [featuredRef, featuredNear] = useNearViewport<HTMLDivElement>();
  return (
    <>
      <LandingHero
        kickerId="home.hero.kicker"
        titleId="home.hero.title"
        subtitleId="home.hero.subtitle"
        actions={HERO_ACTIONS}
      />

      <LandingSection titleId="home.audience.title">
        <Grid container spacing={3}>
          {AUDIENCES.map(({ to, icon: Icon, titleId, bodyId, moreId }) => (
            <Grid key={to} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={to}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
                    <FeatureIcon icon={Icon} />
                    <Typography variant="h3" component="h3" gutterBottom>
                      <FormattedMessage id={titleId} />
                    </Typography>
                    <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                      <FormattedMessage id={bodyId} />
                    </Typography>
                    <Typography
                      component="span"
                      sx={{
                        mt: 2,
                        fontWeight: 600,
                        color: 'primary.main',
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                      }}
                    >
                      <FormattedMessage id={moreId} />
                      <ArrowForwardOutlined fontSize="small" aria-hidden />
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </LandingSection>

      <LandingSection titleId="landing.home.steps.title" tone="paper">
        <HowItWorks steps={STEPS} />
      </LandingSection>

      <LandingSection titleId="landing.home.featured.title" subtitleId="landing.home.featured.subtitle">
        <Box ref={featuredRef}>{featuredNear ? <FeaturedEventsWhenNear /> : <FeaturedEventsSkeleton />}</Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button variant="outlined" component={RouterLink} to="/eventos" endIcon={<ArrowForwardOutlined />}>
            <FormattedMessage id="landing.home.featured.all" />
          </Button>
        </Box>
      </LandingSection>

      <CtaBanner titleId="landing.home.start.title" bodyId="landing.home.start.body" actions={START_ACTIONS}>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          <FormattedMessage
            id="landing.home.start.signIn"
            values={{
              brand: BRAND,
              families: (chunks) => (
                <Link component={RouterLink} to="/login-clientes">
                  {chunks}
                </Link>
              ),
              educators: (chunks) => (
                <Link component={RouterLink} to="/login">
                  {chunks}
                </Link>
              ),
            }}
          />
        </Typography>
      </CtaBanner>
    </>
  );
}
