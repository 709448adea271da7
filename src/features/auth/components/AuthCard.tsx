import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuthVariant } from '../variants/useAuthVariant';

// Only the template's presentations (/pages/login/login2…) need their frame: the plain pages do not carry it.
const AuthVariantLayout = lazy(() => import('../variants/AuthVariantLayout'));

interface AuthCardProps {
  titleId: string;
  subtitleId?: string;
  subtitleValues?: Record<string, string>;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

/** The card every sign-in page sits in: centred, readable on a 360 px phone, or framed by a presentation. */
export default function AuthCard({
  titleId,
  subtitleId,
  subtitleValues,
  children,
  footer,
  wide,
}: AuthCardProps) {
  const { variant } = useAuthVariant();
  const content = (
    <>
      <Stack spacing={0.75} sx={{ mb: 3 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {subtitleId && (
          <Typography color="text.secondary">
            <FormattedMessage id={subtitleId} values={subtitleValues} />
          </Typography>
        )}
      </Stack>
      {children}
      {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
    </>
  );

  if (variant !== null) {
    return (
      <Suspense fallback={null}>
        <AuthVariantLayout variant={variant} wide={wide}>
          {content}
        </AuthVariantLayout>
      </Suspense>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1.5, sm: 2 }, py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: wide ? 640 : 460, p: { xs: 2.5, sm: 4 } }}>
        {content}
      </Paper>
    </Box>
  );
}
