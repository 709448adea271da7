import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface ErrorScreenProps {
  /** Big number or word shown above the message. */
  code: string;
  messageId: string;
  hintId?: string;
  homeHref?: string;
  showReload?: boolean;
  extra?: ReactNode;
}

/**
 * Full error screen with plain anchors (not router links), so it also works when the router itself
 * is what failed.
 */
export default function ErrorScreen({
  code,
  messageId,
  hintId,
  homeHref = '/',
  showReload,
  extra,
}: ErrorScreenProps) {
  return (
    <Box
      component="section"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 560 }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: '4rem', sm: '6rem' }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
        >
          {code}
        </Typography>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.8rem' } }}>
          <FormattedMessage id={messageId} />
        </Typography>
        {hintId && (
          <Typography color="text.secondary">
            <FormattedMessage id={hintId} />
          </Typography>
        )}
        {extra}
        <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="contained" href={homeHref}>
            <FormattedMessage id="errors.backHome" />
          </Button>
          {showReload && (
            <Button variant="outlined" onClick={() => window.location.reload()}>
              <FormattedMessage id="errors.reload" />
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
