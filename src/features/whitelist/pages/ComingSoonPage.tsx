import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import Logo from '@/components/Logo';
import { BRAND } from '@/config';
import LaunchCountdown from '../components/LaunchCountdown';
import WhitelistCaptureCard from '../components/WhitelistCaptureCard';

/** /pages/coming-soon1: the countdown to the launch, and the waiting list below it. */
export default function ComingSoonPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={4}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Logo height={36} />
          <Chip
            label={<FormattedMessage id="whitelist.comingSoon.kicker" />}
            color="primary"
            variant="outlined"
          />
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.9rem', sm: '2.5rem' }, lineHeight: 1.15 }}
          >
            <FormattedMessage id="whitelist.comingSoon.title" values={{ brand: BRAND }} />
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: '1rem', sm: '1.1rem' } }}>
            <FormattedMessage id="whitelist.comingSoon.subtitle" />
          </Typography>
        </Stack>
        <LaunchCountdown />
        <WhitelistCaptureCard />
      </Stack>
    </Container>
  );
}
