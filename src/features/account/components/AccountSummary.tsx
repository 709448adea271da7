import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import { avatarUrl } from '@/utils/avatar';
import { formatPhone } from '@/utils/br';

const KNOWN_ROLES = ['0', '2', '3', '4'];

/** Who is signed in: photo, name, profile and how Lumi reaches them (the same account data the forms edit). */
export default function AccountSummary({ direction = 'column' }: { direction?: 'column' | 'row' }) {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const roleId = KNOWN_ROLES.includes(user.role) ? `role.${user.role}` : 'role.other';
  const centred = direction === 'column';
  return (
    <Stack
      direction={{ xs: 'column', sm: direction }}
      spacing={2}
      sx={{ alignItems: centred ? 'center' : { sm: 'center' }, textAlign: centred ? 'center' : 'start' }}
    >
      <Avatar src={avatarUrl(user.url_perfil)} alt="" sx={{ width: 88, height: 88 }} />
      <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: centred ? 'center' : 'flex-start' }}>
        <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id={roleId} />
        </Typography>
        {user.login_cell && (
          <Typography variant="body2" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            <PhoneOutlined fontSize="small" aria-hidden />
            {formatPhone(user.login_cell)}
          </Typography>
        )}
        {user.email_address && (
          <Typography
            variant="body2"
            sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}
          >
            <EmailOutlined fontSize="small" aria-hidden />
            {user.email_address}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
