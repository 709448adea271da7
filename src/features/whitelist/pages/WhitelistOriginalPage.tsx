import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import Logo from '@/components/Logo';
import { BRAND } from '@/config';
import WhitelistForm from '../components/WhitelistForm';

/** The waiting list as the original compact card: the same form, one column. */
export default function WhitelistOriginalPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, maxWidth: 520, mx: 'auto' }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <Logo height={40} />
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, pt: 1 }}>
            <FormattedMessage id="whitelist.original.title" values={{ brand: BRAND }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="whitelist.original.subtitle" values={{ brand: BRAND }} />
          </Typography>
        </Stack>
        <WhitelistForm layout="compact" />
      </Paper>
    </Container>
  );
}
