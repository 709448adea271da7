import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import type { LandingIcon } from './types';

interface HeroHighlightsProps {
  titleId: string;
  items: readonly { icon: LandingIcon; labelId: string }[];
}

/** The hero's side card: the few things a visitor gets, at a glance. */
export default function HeroHighlights({ titleId, items }: HeroHighlightsProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3, boxShadow: (t) => t.shadows[4] }}>
      <Typography variant="h3" component="p" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} values={{ brand: BRAND }} />
      </Typography>
      <List disablePadding>
        {items.map(({ icon: Icon, labelId }) => (
          <ListItem key={labelId} disableGutters sx={{ alignItems: 'flex-start', py: 1 }}>
            <ListItemIcon sx={{ minWidth: 44, mt: 0.25, color: 'primary.main' }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={<FormattedMessage id={labelId} values={{ brand: BRAND }} />} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
