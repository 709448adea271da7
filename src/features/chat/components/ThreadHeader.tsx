import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ChatContact } from '@/api/contract/chat';
import { contactDetail } from '../contactDetail';
import ContactAvatar from './ContactAvatar';

/** Who the conversation is with, a back button on phones, and the thread's own buttons. */
export default function ThreadHeader({
  peer,
  onBack,
  actions,
}: {
  peer: ChatContact | null;
  onBack?: () => void;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
    >
      {onBack && (
        <IconButton onClick={onBack} aria-label={intl.formatMessage({ id: 'chat.thread.back' })} edge="start">
          <ArrowBack />
        </IconButton>
      )}
      {peer ? <ContactAvatar contact={peer} /> : <Skeleton variant="circular" width={40} height={40} />}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h3" component="h2" noWrap sx={{ fontSize: '1.05rem' }}>
          {peer ? peer.name : <Skeleton width={160} />}
        </Typography>
        {peer && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {contactDetail(peer, intl)}
          </Typography>
        )}
      </Box>
      {actions}
    </Stack>
  );
}
