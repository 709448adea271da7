import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface SectionProps {
  titleId: string;
  children: ReactNode;
  /** The padding from `sm` up, in theme spacing. */
  padding?: number;
}

/** A part of a page in an outlined box, named by its h2. */
export default function Section({ titleId, children, padding = 3 }: SectionProps) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: padding } }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}
