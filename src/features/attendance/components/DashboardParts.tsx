import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** One figure of the day, with its hint; a link when it leads somewhere. */
export function Kpi({
  icon: Icon,
  labelId,
  value,
  hint,
  to,
}: {
  icon: ComponentType<{ fontSize?: 'inherit' }>;
  labelId: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
}) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: { xs: 1.5, sm: 2 } }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'block' },
          fontSize: 28,
          lineHeight: 0,
          p: 1.25,
          borderRadius: 2,
          bgcolor: 'action.selected',
          color: 'primary.main',
        }}
      >
        <Icon fontSize="inherit" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <Box
          component={RouterLink}
          to={to}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            display: 'block',
            height: '100%',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </Card>
  );
}

export function Section({
  titleId,
  action,
  children,
}: {
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 1 }}
        >
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.15rem' }}>
            <FormattedMessage id={titleId} />
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <Grid
      container
      spacing={2}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'attendance.dashboard.loading' })}
    >
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 6, md: 3 }}>
          <Skeleton variant="rounded" height={92} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 7 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Skeleton variant="rounded" height={280} />
      </Grid>
    </Grid>
  );
}
