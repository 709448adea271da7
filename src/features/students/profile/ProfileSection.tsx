import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ProfileSectionProps {
  titleId: string;
  values?: Record<string, string | number>;
  icon: ComponentType<{ fontSize?: 'small' | 'inherit' }>;
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the student's profile: an h2 with its icon, an optional action, the content. */
export default function ProfileSection({
  titleId,
  values,
  icon: Icon,
  action,
  children,
}: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, minHeight: 32 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              <Icon fontSize="small" />
            </Box>
            <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.05rem' }}>
              <FormattedMessage id={titleId} values={values} />
            </Typography>
          </Stack>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
