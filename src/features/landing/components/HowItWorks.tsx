import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { BRAND } from '@/config';
import type { Step } from './types';

/** Numbered steps (an ordered list), side by side on wide screens. */
export default function HowItWorks({ steps }: { steps: readonly Step[] }) {
  return (
    <Grid container spacing={{ xs: 3, md: 4 }} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map(({ titleId, bodyId }, index) => (
        <Grid key={titleId} size={{ xs: 12, md: 12 / steps.length }} component="li">
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 44,
                height: 44,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.2rem',
                border: 2,
                borderColor: 'primary.main',
                color: 'primary.main',
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h3" component="h3" gutterBottom>
                <FormattedMessage id={titleId} values={{ brand: BRAND }} />
              </Typography>
              <Typography color="text.secondary">
                <FormattedMessage id={bodyId} values={{ brand: BRAND }} />
              </Typography>
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
