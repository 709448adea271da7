import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface EmptyStateProps {
  titleId: string;
  bodyId?: string;
  values?: Record<string, string | number>;
  icon?: ComponentType<{ fontSize?: 'inherit' | 'large' }>;
  /** A way forward: clear filters, create the first item... */
  action?: ReactNode;
}

/** Nothing to show yet: says so plainly and offers the next step. */
export default function EmptyState({
  titleId,
  bodyId,
  values,
  icon: Icon = InboxOutlined,
  action,
}: EmptyStateProps) {
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2 }}
      role="status"
    >
      <Box sx={{ fontSize: 56, color: 'text.secondary', lineHeight: 0 }} aria-hidden>
        <Icon fontSize="inherit" />
      </Box>
      <Typography variant="h3" component="p">
        <FormattedMessage id={titleId} values={values} />
      </Typography>
      {bodyId && (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          <FormattedMessage id={bodyId} values={values} />
        </Typography>
      )}
      {action && <Box sx={{ pt: 1 }}>{action}</Box>}
    </Stack>
  );
}
