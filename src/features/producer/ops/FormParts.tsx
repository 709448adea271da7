import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled group of fields. */
export function FormSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}
