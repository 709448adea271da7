import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Logo from '@/components/Logo';
import { BRAND } from '@/config';
import type { AuthVariant } from './authVariants';

interface AuthVariantLayoutProps {
  variant: AuthVariant;
  /** The registration form needs two columns of fields. */
  wide?: boolean;
  /** The sign-in page's card contents: title, form, footer links. */
  children: ReactNode;
}

/** Below the public header (60 px on phones, 72 px from md): the presentations fill the rest of the screen. */
const FILL_SCREEN = { xs: 'calc(100vh - 60px)', md: 'calc(100vh - 72px)' };

const cardWidth = (wide: boolean | undefined) => ({ width: '100%', maxWidth: wide ? 640 : 460 });

/**
 * A ticket, two game cards and the Lumi sun: drawn in the panel's text colour, so it follows every preset
 * and mode. Decorative, hidden from assistive technology.
 */
function AuthIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 180"
      aria-hidden
      focusable="false"
      sx={{ width: '100%', maxWidth: { xs: 180, md: 320 }, height: 'auto', display: 'block' }}
    >
      <g fill="currentColor">
        <circle cx="184" cy="42" r="26" opacity="0.9" />
        <circle cx="184" cy="42" r="12" fill="none" stroke="currentColor" strokeWidth="4" opacity="0.35" />
        <rect x="92" y="54" width="62" height="86" rx="8" opacity="0.35" transform="rotate(-12 123 97)" />
        <rect x="118" y="62" width="62" height="86" rx="8" opacity="0.55" transform="rotate(8 149 105)" />
        <path
          opacity="0.85"
          d="M24 96h96a6 6 0 0 1 6 6v10a10 10 0 0 0 0 20v10a6 6 0 0 1-6 6H24a6 6 0 0 1-6-6v-10a10 10 0 0 0 0-20v-10a6 6 0 0 1 6-6z"
        />
        <circle cx="40" cy="40" r="4" opacity="0.6" />
        <circle cx="70" cy="24" r="2.5" opacity="0.5" />
        <circle cx="220" cy="120" r="3" opacity="0.5" />
      </g>
      <Box component="g" sx={{ fill: (t: Theme) => t.palette.primary.main }}>
        <rect x="38" y="114" width="64" height="6" rx="3" />
        <rect x="38" y="126" width="40" height="6" rx="3" />
      </Box>
    </Box>
  );
}

/**
 * The frame of a sign-in page in one of the template's presentations (the forms inside are the real
 * ones): 1 a centred card under the logo, 2 split with an illustration, 3 a card on a full-bleed background.
 */
export default function AuthVariantLayout({ variant, wide, children }: AuthVariantLayoutProps) {
  if (variant === 2) {
    return (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          minHeight: { md: FILL_SCREEN.md },
        }}
      >
        <Stack
          spacing={3}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            justifyContent: 'center',
            alignItems: { xs: 'center', md: 'flex-start' },
            textAlign: { xs: 'center', md: 'left' },
            px: { xs: 2.5, md: 6 },
            py: { xs: 3, md: 6 },
          }}
        >
          <AuthIllustration />
          <Box>
            <Typography
              component="p"
              sx={{ fontWeight: 700, fontSize: { xs: '1.15rem', md: '1.6rem' }, lineHeight: 1.25 }}
            >
              <FormattedMessage id="auth.variant.aside.title" values={{ brand: BRAND }} />
            </Typography>
            <Typography component="p" sx={{ mt: 1, display: { xs: 'none', sm: 'block' } }}>
              <FormattedMessage id="auth.variant.aside.body" />
            </Typography>
          </Box>
        </Stack>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 1.5, sm: 4 },
            py: { xs: 3, sm: 6 },
          }}
        >
          <Box sx={{ ...cardWidth(wide), p: { xs: 1, sm: 2 } }}>{children}</Box>
        </Box>
      </Box>
    );
  }

  if (variant === 3) {
    return (
      <Box
        sx={{
          minHeight: FILL_SCREEN,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: { xs: 1.5, sm: 2 },
          py: { xs: 3, sm: 6 },
          background: (t) =>
            [
              `radial-gradient(circle at 15% 20%, ${alpha(t.palette.secondary.main, 0.45)} 0%, transparent 40%)`,
              `radial-gradient(circle at 85% 80%, ${alpha(t.palette.primary.light, 0.5)} 0%, transparent 45%)`,
              `linear-gradient(135deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
            ].join(', '),
        }}
      >
        <Paper elevation={12} sx={{ ...cardWidth(wide), p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
          {children}
        </Paper>
      </Box>
    );
  }

  return (
    <Box
      sx={{
        minHeight: FILL_SCREEN,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: { xs: 1.5, sm: 2 },
        py: { xs: 3, sm: 6 },
        bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.08 : 0.04),
      }}
    >
      <Logo height={36} />
      <Paper
        variant="outlined"
        sx={{ ...cardWidth(wide), p: { xs: 2.5, sm: 4 }, borderRadius: 3, boxShadow: (t) => t.shadows[4] }}
      >
        {children}
      </Paper>
    </Box>
  );
}
