import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface WidgetCardProps {
  titleId: string;
  values?: Record<string, string | number>;
  /** A line under the title (the period, what is counted). */
  subtitleId?: string;
  /** Shown at the end of the title's row. */
  action?: ReactNode;
  children: ReactNode;
}

/** One widget: a card named by its h2, so each is a region a screen reader can jump to. */
export default function WidgetCard({ titleId, values, subtitleId, action, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%', minWidth: 0 }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 1.5 }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem' }}>
            <FormattedMessage id={titleId} values={values} />
          </Typography>
          {subtitleId && (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id={subtitleId} values={values} />
            </Typography>
          )}
        </Stack>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
