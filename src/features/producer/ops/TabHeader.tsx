import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface TabHeaderProps {
  titleId: string;
  subtitleId?: string;
  values?: Record<string, string | number>;
  actions?: ReactNode;
}

/** The h2 of a management tab (the event's title is the page's h1), a line under it and its actions. */
export default function TabHeader({ titleId, subtitleId, values, actions }: TabHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: 2.5 }}
    >
      <Stack spacing={0.5}>
        <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
          <FormattedMessage id={titleId} values={values} />
        </Typography>
        {subtitleId && (
          <Typography color="text.secondary">
            <FormattedMessage id={subtitleId} values={values} />
          </Typography>
        )}
      </Stack>
      {actions && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
