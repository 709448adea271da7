import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import LabelImportant from '@mui/icons-material/LabelImportant';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Mail } from '@/api/contract/mail';
import type { MailToggle } from '../mailSlice';

interface MailMarksProps {
  mail: Mail;
  onToggle: (call: MailToggle, id: string) => void;
  /** The read toggle too (the open mail and the list both offer it). */
  withRead?: boolean;
  size?: 'small' | 'medium';
}

/** The star, the important mark and read/unread of one mail: buttons that say what they will do. */
export default function MailMarks({ mail, onToggle, withRead = true, size = 'small' }: MailMarksProps) {
  const intl = useIntl();
  const subject = mail.subject || intl.formatMessage({ id: 'mail.noSubject' });
  const button = (call: MailToggle, labelId: string, pressed: boolean | undefined, icon: ReactNode) => {
    const label = intl.formatMessage({ id: labelId }, { subject });
    return (
      // The browser's own hint (title): MUI's Tooltip would bring its positioning engine into the page.
      <IconButton
        size={size}
        aria-label={label}
        title={label}
        aria-pressed={pressed}
        onClick={() => onToggle(call, mail.id)}
      >
        {icon}
      </IconButton>
    );
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      {button(
        'setStarred',
        'mail.mark.star',
        mail.starred,
        mail.starred ? (
          <Star fontSize="small" sx={{ color: 'warning.main' }} />
        ) : (
          <StarBorder fontSize="small" />
        ),
      )}
      {button(
        'setImportant',
        'mail.mark.important',
        mail.important,
        mail.important ? (
          <LabelImportant fontSize="small" sx={{ color: 'error.main' }} />
        ) : (
          <LabelImportantOutlined fontSize="small" />
        ),
      )}
      {withRead &&
        button(
          'setRead',
          mail.read ? 'mail.mark.unread' : 'mail.mark.read',
          undefined,
          mail.read ? <MarkEmailUnreadOutlined fontSize="small" /> : <DraftsOutlined fontSize="small" />,
        )}
    </Stack>
  );
}
