import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatContactDetails } from '@/api/contract/chat';
import { srOnly } from '@/components/srOnly';
import ErrorState from '@/components/states/ErrorState';
import type { ApiErrorShape } from '@/api/errors';
import { safeAppPath } from '@/utils/safeUrl';
import { contactDetail } from '../contactDetail';
import type { ChatStatus } from '../chatSlice';
import ContactAvatar from './ContactAvatar';

interface ContactDetailsPanelProps {
  details: ChatContactDetails | null;
  status: ChatStatus;
  error: ApiErrorShape | null;
  onRetry: () => void;
  onClose: () => void;
}

/** A phone number (digits with the country code) as people read it: +55 11 98765-4321. */
function showPhone(digits: string) {
  const m = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `+55 ${m[1]} ${m[2]}-${m[3]}` : `+${digits}`;
}

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <ListItem disableGutters sx={{ py: 0.5 }}>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText slotProps={{ primary: { variant: 'body2', sx: { overflowWrap: 'anywhere' } } }}>
        {children}
      </ListItemText>
    </ListItem>
  );
}

/** Who the open contact is (POST /api/chat/users/id): children or subjects, where, and other ways to reach them. */
export default function ContactDetailsPanel({
  details,
  status,
  error,
  onRetry,
  onClose,
}: ContactDetailsPanelProps) {
  const intl = useIntl();
  const tags = details ? (details.kind === 'teacher' ? details.subjects : details.studentNames) : [];
  // The contact's page in the app (a school's public page): only a path of this app becomes a link.
  const pagePath = safeAppPath(details?.pageUrl);
  return (
    <Stack component="section" aria-labelledby="chat-details-title" sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id="chat-details-title" variant="h3" component="h2" sx={{ flex: 1, fontSize: '1.05rem' }}>
          <FormattedMessage id="chat.app.details.title" />
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'chat.app.details.close' })}
          edge="end"
        >
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        {status === 'failed' && !details && (
          <ErrorState
            error={{ ...error, message: 'errors.chat.getUser', fromServer: false }}
            onRetry={onRetry}
            titleId="chat.app.details.error"
          />
        )}
        {status !== 'failed' && !details && (
          <Stack spacing={1.5} sx={{ alignItems: 'center' }} aria-busy="true">
            <Skeleton variant="circular" width={72} height={72} />
            <Skeleton width="60%" />
            <Skeleton width="80%" />
          </Stack>
        )}
        {details && (
          <>
            <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }}>
              <ContactAvatar contact={details} size={72} />
              <Typography variant="h3" component="p" sx={{ fontSize: '1.1rem', pt: 1 }}>
                {details.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {contactDetail(details, intl)}
              </Typography>
            </Stack>
            {tags.length > 0 && (
              <Box sx={{ mb: 2 }}>
                <Typography variant="overline" component="h3" color="text.secondary">
                  <FormattedMessage
                    id={
                      details.kind === 'teacher' ? 'chat.app.details.subjects' : 'chat.app.details.children'
                    }
                  />
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  {tags.map((tag) => (
                    <Chip key={tag} label={tag} size="small" variant="outlined" />
                  ))}
                </Stack>
              </Box>
            )}
            {details.about && (
              <Typography variant="body2" sx={{ mb: 2 }}>
                {details.about}
              </Typography>
            )}
            <Typography variant="overline" component="h3" color="text.secondary">
              <FormattedMessage id="chat.app.details.contact" />
            </Typography>
            <List dense disablePadding>
              {details.place && (
                <Row icon={<PlaceOutlined fontSize="small" />}>
                  <Box component="span" sx={srOnly}>
                    <FormattedMessage id="chat.app.details.place" />{' '}
                  </Box>
                  {details.place}
                </Row>
              )}
              {details.email && (
                <Row icon={<EmailOutlined fontSize="small" />}>
                  <Link href={`mailto:${details.email}`}>{details.email}</Link>
                </Row>
              )}
              {details.phone && (
                <>
                  <Row icon={<PhoneOutlined fontSize="small" />}>
                    <Link href={`tel:+${details.phone}`}>{showPhone(details.phone)}</Link>
                  </Row>
                  <Row icon={<WhatsApp fontSize="small" />}>
                    <Link href={`https://wa.me/${details.phone}`} target="_blank" rel="noopener noreferrer">
                      <FormattedMessage id="chat.app.details.whatsapp" />
                    </Link>
                  </Row>
                </>
              )}
              {pagePath && (
                <Row icon={<OpenInNewOutlined fontSize="small" />}>
                  <Link component={RouterLink} to={pagePath}>
                    <FormattedMessage id="chat.app.details.page" />
                  </Link>
                </Row>
              )}
              {!details.place && !details.email && !details.phone && !pagePath && (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage id="chat.app.details.none" />
                </Typography>
              )}
            </List>
          </>
        )}
      </Box>
    </Stack>
  );
}
