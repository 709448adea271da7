import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import PasswordForm from '../components/PasswordForm';
import ProfileForm from '../components/ProfileForm';

/** /apps/user/account-profile/profile3: profile and password of the signed-in user. */
export default function AccountProfilePage() {
  const intl = useIntl();
  const [tab, setTab] = useState(0);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        <FormattedMessage id="route.accountProfile" />
      </Typography>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        aria-label={intl.formatMessage({ id: 'route.accountProfile' })}
        sx={{ mb: 3 }}
      >
        <Tab
          id={`${id}-0`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: 'account.tab.profile' })}
        />
        <Tab
          id={`${id}-1`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: 'account.tab.password' })}
        />
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 0 ? <ProfileForm /> : <PasswordForm />}
      </Box>
    </Paper>
  );
}
