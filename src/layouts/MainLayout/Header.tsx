import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Logo from '@/components/Logo';
import { BRAND } from '@/config';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { drawerToggled, selectDrawerOpen } from '@/store/layoutSlice';
import { homeForRole } from '@/store/roles';
import { selectRole } from '@/store/sessionSlice';
import LanguageMenu from '../components/LanguageMenu';
import FullscreenToggle from './FullscreenToggle';
import NotificationSection from './NotificationSection';
import ProfileSection from './ProfileSection';

const TOP_BAR_LANGUAGES = ['en', 'pt'] as const;

export default function Header({ showToggle, logoWidth }: { showToggle: boolean; logoWidth: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawerOpen);
  const role = useAppSelector(selectRole);
  const toggleLabel = intl.formatMessage({ id: open ? 'layout.drawer.close' : 'layout.drawer.open' });

  return (
    <>
      <Box sx={{ width: { md: logoWidth - 16 }, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <Link
          component={RouterLink}
          to={homeForRole(role)}
          aria-label={intl.formatMessage({ id: 'layout.logo.home' }, { brand: BRAND })}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, mr: 1 }}
        >
          <Logo />
        </Link>
      </Box>
      {showToggle && (
        <IconButton
          color="inherit"
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={open}
          onClick={() => dispatch(drawerToggled())}
          sx={{ bgcolor: 'action.hover', borderRadius: 1 }}
        >
          {open ? <MenuOpenOutlined /> : <MenuOutlined />}
        </IconButton>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Button
        component={RouterLink}
        to="/checkout-assinatura"
        variant="contained"
        color="secondary"
        size="small"
        startIcon={<WorkspacePremiumOutlined />}
        aria-label={intl.formatMessage({ id: 'layout.premium' })}
        sx={{
          mr: { xs: 0.5, sm: 1 },
          whiteSpace: 'nowrap',
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          <FormattedMessage id="layout.premium" />
        </Box>
      </Button>
      <LanguageMenu languages={TOP_BAR_LANGUAGES} />
      <NotificationSection />
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <FullscreenToggle />
      </Box>
      <Box sx={{ ml: { xs: 0.5, sm: 1 } }}>
        <ProfileSection />
      </Box>
    </>
  );
}
