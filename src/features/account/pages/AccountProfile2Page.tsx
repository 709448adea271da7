import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import PageHeader from '@/components/states/PageHeader';
import { useUp } from '@/hooks/useBreakpoint';
import AccountSummary from '../components/AccountSummary';
import PasswordForm from '../components/PasswordForm';
import ProfileForm from '../components/ProfileForm';

const SECTIONS = [
  { labelId: 'account.tab.profile', hintId: 'account.layout.profileHint', Icon: PersonOutlined },
  { labelId: 'account.tab.password', hintId: 'account.layout.passwordHint', Icon: LockOutlined },
] as const;

/**
 * /apps/user/account-profile/profile2: the account as a settings panel: who is signed in across the top,
 * the sections in a side menu (across the top on phones), one section at a time.
 */
export default function AccountProfile2Page() {
  const intl = useIntl();
  const id = useId();
  const [tab, setTab] = useState(0);
  const wide = useUp('md');
  const section = SECTIONS[tab] ?? SECTIONS[0];
  return (
    <>
      <PageHeader titleId="route.user.accountProfile2" subtitleId="account.layout.subtitle" />
      <Paper variant="outlined">
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <AccountSummary direction="row" />
        </Box>
        <Divider />
        <Stack direction={{ xs: 'column', md: 'row' }}>
          <Tabs
            value={tab}
            onChange={(_e, v: number) => setTab(v)}
            orientation={wide ? 'vertical' : 'horizontal'}
            variant={wide ? 'standard' : 'fullWidth'}
            aria-label={intl.formatMessage({ id: 'account.layout.sections' })}
            sx={{
              borderRight: { md: 1 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: 'divider',
              minWidth: { md: 220 },
            }}
          >
            {SECTIONS.map(({ labelId, Icon }, index) => (
              <Tab
                key={labelId}
                id={`${id}-${String(index)}`}
                aria-controls={`${id}-panel`}
                icon={<Icon />}
                iconPosition="start"
                label={intl.formatMessage({ id: labelId })}
                sx={{ justifyContent: { md: 'flex-start' }, minHeight: 56 }}
              />
            ))}
          </Tabs>
          <Box
            role="tabpanel"
            id={`${id}-panel`}
            aria-labelledby={`${id}-${String(tab)}`}
            sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0 }}
          >
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              <FormattedMessage id={section.labelId} />
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              <FormattedMessage id={section.hintId} />
            </Typography>
            {tab === 0 ? <ProfileForm /> : <PasswordForm />}
          </Box>
        </Stack>
      </Paper>
    </>
  );
}
