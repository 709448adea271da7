import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import DemoPage from '../components/DemoPage';
import { DEMO_LINK_GROUPS } from '../data/demoLinks';

function LinkGroup({ titleId, links }: (typeof DEMO_LINK_GROUPS)[number]) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h4" component="h3">
        <FormattedMessage id={titleId} />
      </Typography>
      <List dense>
        {links.map((link) => (
          <ListItem key={link.to} disableGutters>
            <Link component={RouterLink} to={link.to}>
              <FormattedMessage id={link.titleId} />
            </Link>
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

/** /sample-page: what the template pages are, where they are, and the way back to the dashboard. */
export default function SamplePage() {
  const aboutId = useId();
  const pagesId = useId();
  return (
    <DemoPage titleId="demo.sample.title" subtitleId="demo.sample.subtitle">
      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby={aboutId}>
          <CardContent>
            <Typography id={aboutId} variant="h3" component="h2" gutterBottom>
              <FormattedMessage id="demo.sample.about.title" />
            </Typography>
            <Typography sx={{ mb: 1.5 }}>
              <FormattedMessage id="demo.sample.about.body" />
            </Typography>
            <Typography color="text.secondary">
              <FormattedMessage id="demo.sample.about.data" />
            </Typography>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button
              component={RouterLink}
              to="/dashboard/default"
              variant="contained"
              startIcon={<ArrowBackOutlined />}
            >
              <FormattedMessage id="demo.sample.back" />
            </Button>
          </CardActions>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby={pagesId}>
          <CardContent>
            <Typography id={pagesId} variant="h3" component="h2" gutterBottom>
              <FormattedMessage id="demo.sample.pages.title" />
            </Typography>
            <Grid container spacing={2}>
              {DEMO_LINK_GROUPS.map((group) => (
                <Grid key={group.titleId} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <LinkGroup {...group} />
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Stack>
    </DemoPage>
  );
}
