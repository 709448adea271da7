import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface StatCardProps {
  labelId: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ComponentType<{ fontSize?: 'inherit' | 'small' | 'medium' | 'large'; color?: 'primary' }>;
}

/** One headline figure: label, big number, a line of context. */
export default function StatCard({ labelId, value, hint, icon: Icon }: StatCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}>
        <Icon fontSize="small" color="primary" />
        <Typography variant="body2" component="h2" sx={{ fontWeight: 600 }}>
          <FormattedMessage id={labelId} />
        </Typography>
      </Stack>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
