import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import PageHeader from '@/components/states/PageHeader';
import AccountSummary from '../components/AccountSummary';
import PasswordForm from '../components/PasswordForm';
import ProfileForm from '../components/ProfileForm';

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /apps/user/account-profile/profile1: the account on one page: who is signed in beside the profile form,
 * and the password under it (the same forms as profile3, laid out side by side).
 */
export default function AccountProfile1Page() {
  return (
    <>
      <PageHeader titleId="route.user.accountProfile1" subtitleId="account.layout.subtitle" />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <AccountSummary />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'grid', gap: 3 }}>
          <Section titleId="account.tab.profile">
            <ProfileForm />
          </Section>
          <Section titleId="account.tab.password">
            <PasswordForm />
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
