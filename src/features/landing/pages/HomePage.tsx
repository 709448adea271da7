import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '@/config';

const AUDIENCES = [
  {
    to: '/para-voce',
    icon: FamilyRestroomOutlined,
    titleId: 'home.audience.families.title',
    bodyId: 'home.audience.families.body',
  },
  {
    to: '/educadores',
    icon: SchoolOutlined,
    titleId: 'home.audience.educators.title',
    bodyId: 'home.audience.educators.body',
  },
  {
    to: '/empresas',
    icon: BusinessOutlined,
    titleId: 'home.audience.companies.title',
    bodyId: 'home.audience.companies.body',
  },
] as const;

export default function HomePage() {
  return (
    <>
      <Box
        sx={{
          py: { xs: 6, md: 10 },
          background: (t) =>
            `linear-gradient(160deg, ${t.palette.primary.main}22 0%, transparent 55%), linear-gradient(20deg, ${t.palette.secondary.main}1f 0%, transparent 60%)`,
        }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            variant="overline"
            component="p"
            color="primary"
            sx={{ fontWeight: 700, letterSpacing: 2, lineHeight: 1.6 }}
          >
            <FormattedMessage id="home.hero.kicker" values={{ brand: BRAND }} />
          </Typography>
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '2rem', sm: '2.75rem', md: '3.25rem' }, mt: 1, lineHeight: 1.15 }}
          >
            <FormattedMessage id="home.hero.title" />
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1rem', sm: '1.15rem' } }}>
            <FormattedMessage id="home.hero.subtitle" values={{ brand: BRAND }} />
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 4, justifyContent: 'center' }}
          >
            <Button
              size="large"
              variant="contained"
              component={RouterLink}
              to="/eventos"
              endIcon={<ArrowForwardOutlined />}
            >
              <FormattedMessage id="home.hero.ctaEvents" />
            </Button>
            <Button size="large" variant="outlined" component={RouterLink} to="/register">
              <FormattedMessage id="home.hero.ctaRegister" />
            </Button>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h2" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          <FormattedMessage id="home.audience.title" values={{ brand: BRAND }} />
        </Typography>
        <Grid container spacing={3}>
          {AUDIENCES.map(({ to, icon: Icon, titleId, bodyId }) => (
            <Grid key={to} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={to}
                  sx={{ height: '100%', alignItems: 'flex-start' }}
                >
                  <CardContent sx={{ p: 3 }}>
                    <Box
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
                    <Typography variant="h3" component="h3" gutterBottom>
                      <FormattedMessage id={titleId} />
                    </Typography>
                    <Typography color="text.secondary">
                      <FormattedMessage id={bodyId} />
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
