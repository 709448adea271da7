import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import WhitelistForm from '../components/WhitelistForm';

const BENEFITS = [
  {
    icon: ConfirmationNumberOutlined,
    titleId: 'whitelist.benefit.early.title',
    bodyId: 'whitelist.benefit.early.body',
  },
  { icon: StyleOutlined, titleId: 'whitelist.benefit.cards.title', bodyId: 'whitelist.benefit.cards.body' },
  {
    icon: FactCheckOutlined,
    titleId: 'whitelist.benefit.schools.title',
    bodyId: 'whitelist.benefit.schools.body',
  },
] as const;

/** The waiting list as a split hero: why to join on one side, the form on the other. */
export default function WhitelistPage() {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 8 },
        background: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.main}22 0%, transparent 55%), linear-gradient(20deg, ${t.palette.secondary.main}1f 0%, transparent 60%)`,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography
              variant="overline"
              component="p"
              color="primary"
              sx={{ fontWeight: 700, letterSpacing: 2, lineHeight: 1.6 }}
            >
              <FormattedMessage id="whitelist.kicker" values={{ brand: BRAND }} />
            </Typography>
            <Typography
              variant="h1"
              component="h1"
              sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '2.9rem' }, mt: 1, lineHeight: 1.15 }}
            >
              <FormattedMessage id="whitelist.title" values={{ brand: BRAND }} />
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: { xs: '1rem', sm: '1.15rem' } }}>
              <FormattedMessage id="whitelist.subtitle" values={{ brand: BRAND }} />
            </Typography>
            <List sx={{ mt: 2 }}>
              {BENEFITS.map(({ icon: Icon, titleId, bodyId }) => (
                <ListItem key={titleId} disableGutters sx={{ alignItems: 'flex-start' }}>
                  <ListItemIcon sx={{ minWidth: 44, mt: 0.5, color: 'primary.main' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText
                    primary={<FormattedMessage id={titleId} values={{ brand: BRAND }} />}
                    secondary={<FormattedMessage id={bodyId} values={{ brand: BRAND }} />}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper
              variant="outlined"
              sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, boxShadow: (t) => t.shadows[6] }}
            >
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
                <FormattedMessage id="whitelist.form.title" />
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                <FormattedMessage id="whitelist.form.subtitle" />
              </Typography>
              <WhitelistForm layout="wide" />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
