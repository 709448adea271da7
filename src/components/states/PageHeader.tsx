import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface PageHeaderProps {
  titleId: string;
  subtitleId?: string;
  values?: Record<string, string | number>;
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
}

/** The h1 of a page, an optional line under it, and its main actions. */
export default function PageHeader({ titleId, subtitleId, values, actions }: PageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 3 }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
          <FormattedMessage id={titleId} values={values} />
        </Typography>
        {subtitleId && (
          <Typography color="text.secondary">
            <FormattedMessage id={subtitleId} values={values} />
          </Typography>
        )}
      </Stack>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
