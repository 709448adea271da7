import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGetFamilyOverviewQuery } from '@/api/endpoints/family';
import TitledSection from '@/components/sections/TitledSection';
import ErrorState from '@/components/states/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import ChildOverviewCard from '../components/ChildOverviewCard';
import LatestMessages from '../components/LatestMessages';
import NextEvents from '../components/NextEvents';
import QuietNote from '../components/QuietNote';

const QUICK_LINKS: { to: string; labelId: string; icon: ComponentType<{ fontSize?: 'large' }> }[] = [
  { to: '/cliente/ingressos', labelId: 'menu.client.tickets', icon: ConfirmationNumberOutlined },
  { to: '/cliente/dependentes', labelId: 'menu.client.dependents', icon: FamilyRestroomOutlined },
  { to: '/cliente/cursos', labelId: 'menu.client.courses', icon: MenuBookOutlined },
  { to: '/cliente/colecao', labelId: 'family.welcome.collection', icon: StyleOutlined },
  { to: '/eventos', labelId: 'family.welcome.findEvents', icon: EventOutlined },
  { to: '/cliente/ajuda', labelId: 'menu.help', icon: HelpOutline },
];

function Loading() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="…">
      <Skeleton variant="rounded" height={88} />
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** The family's home: what is coming up, how each child is doing, and what the school said. */
export default function WelcomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const { data, error, isLoading, refetch } = useGetFamilyOverviewQuery(undefined);
  const firstName = (user?.name ?? '').split(' ')[0] ?? '';

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
          <FormattedMessage id="family.welcome.title" values={{ name: firstName }} />
        </Typography>
        <Typography color="text.secondary">
          {intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
        </Typography>
      </Box>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'family.welcome.quickLinks' })}>
        <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {QUICK_LINKS.map(({ to, labelId, icon: Icon }) => (
            <Grid key={to} size={{ xs: 6, sm: 4, md: 'grow' }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
                  <Stack
                    spacing={1}
                    sx={{ alignItems: 'center', textAlign: 'center', color: 'primary.main' }}
                  >
                    <Icon fontSize="large" />
                    <Typography variant="subtitle2" color="text.primary">
                      <FormattedMessage id={labelId} />
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      {isLoading ? (
        <Loading />
      ) : error || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <TitledSection
            titleId="family.welcome.nextEvents"
            action={
              <Button size="small" component={RouterLink} to="/eventos">
                <FormattedMessage id="family.welcome.findEvents" />
              </Button>
            }
          >
            <NextEvents events={data.nextEvents} />
          </TitledSection>
          <TitledSection
            titleId="family.welcome.children"
            action={
              <Button size="small" component={RouterLink} to="/cliente/dependentes">
                <FormattedMessage id="family.welcome.manageChildren" />
              </Button>
            }
          >
            {data.children.length === 0 ? (
              <QuietNote id="family.welcome.noChildren" />
            ) : (
              <Grid container spacing={2}>
                {data.children.map((child) => (
                  <Grid key={child.dependent.id} size={{ xs: 12, md: 6 }}>
                    <ChildOverviewCard child={child} />
                  </Grid>
                ))}
              </Grid>
            )}
          </TitledSection>
          <TitledSection titleId="family.welcome.messages">
            <LatestMessages messages={data.messages} />
          </TitledSection>
        </>
      )}
    </Stack>
  );
}
