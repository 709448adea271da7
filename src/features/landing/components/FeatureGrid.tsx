import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import type { Feature } from './types';
import FeatureIcon from './FeatureIcon';

/** What the product does, as a grid of icon cards (h3 each). */
export default function FeatureGrid({ items }: { items: readonly Feature[] }) {
  const md = items.length % 3 === 0 ? 4 : 6;
  const lg = items.length % 4 === 0 ? 3 : md;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ icon: Icon, titleId, bodyId }) => (
        <Grid key={titleId} size={{ xs: 12, sm: 6, md, lg }} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <FeatureIcon icon={Icon} />
              <Typography variant="h3" component="h3" gutterBottom>
                <FormattedMessage id={titleId} values={{ brand: BRAND }} />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id={bodyId} values={{ brand: BRAND }} />
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
