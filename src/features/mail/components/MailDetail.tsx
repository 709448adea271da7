import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ForwardOutlined from '@mui/icons-material/ForwardOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Mail, MailFolder } from '@/api/contract/mail';
import { markdownToHtml } from '@/components/markdown/markdown';
import SafeHtml from '@/components/SafeHtml';
import { initials } from '@/utils/initials';
import type { MailToggle } from '../mailSlice';
import { labelColor } from '../views';
import MailMarks from './MailMarks';

interface MailDetailProps {
  mail: Mail;
  /** Back to the list (when list and mail are separate screens). */
  onBack?: () => void;
  onToggle: (call: MailToggle, id: string) => void;
  onReply: (mail: Mail) => void;
  onForward: (mail: Mail) => void;
  onMove: (mail: Mail, folder: MailFolder) => void;
  onDelete: (mail: Mail) => void;
}

/** One mail, opened: who wrote to whom and when, its labels, its text (sanitized) and what can be done with it. */
export default function MailDetail({
  mail,
  onBack,
  onToggle,
  onReply,
  onForward,
  onMove,
  onDelete,
}: MailDetailProps) {
  const intl = useIntl();
  const html = useMemo(() => markdownToHtml(mail.body), [mail.body]);
  const subject = mail.subject || intl.formatMessage({ id: 'mail.noSubject' });
  const line = (labelId: string, people: string[]) =>
    people.length > 0 && (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: labelId }, { people: people.join(', ') })}
      </Typography>
    );
  const action = (labelId: string, icon: ReactNode, onClick: () => void, color?: 'error') => (
    <Button size="small" variant="outlined" color={color} startIcon={icon} onClick={onClick}>
      {intl.formatMessage({ id: labelId })}
    </Button>
  );

  return (
    <Box component="article" aria-labelledby={`mail-subject-${mail.id}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        {onBack && (
          <Button startIcon={<ArrowBackOutlined />} onClick={onBack} sx={{ mr: 'auto' }}>
            {intl.formatMessage({ id: 'mail.back' })}
          </Button>
        )}
        <Box sx={{ ml: 'auto' }}>
          <MailMarks mail={mail} onToggle={onToggle} size="medium" />
        </Box>
      </Stack>
      <Typography
        id={`mail-subject-${mail.id}`}
        variant="h2"
        sx={{ fontSize: '1.35rem', mb: 1.5, overflowWrap: 'anywhere' }}
      >
        {subject}
      </Typography>
      {mail.labels.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.5, mb: 1.5, flexWrap: 'wrap' }}>
          {mail.labels.map((label) => (
            <Chip
              key={label}
              size="small"
              color={labelColor(label)}
              label={intl.formatMessage({ id: `mail.view.${label}` })}
            />
          ))}
        </Stack>
      )}
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(mail.from.name)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {mail.from.name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              &lt;{mail.from.email}&gt;
            </Typography>
          </Typography>
          {line('mail.detail.to', mail.to)}
          {line('mail.detail.cc', mail.cc)}
          {line('mail.detail.bcc', mail.bcc)}
          <Typography variant="caption" color="text.secondary">
            {intl.formatDate(mail.sentAt, { dateStyle: 'full', timeStyle: 'short' })}
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ '& h2': { typography: 'h3', mt: 1 }, '& h3': { typography: 'h4', mt: 1 } }}>
        <SafeHtml html={html} />
      </Box>
      {mail.attachments.length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}
          aria-label={intl.formatMessage({ id: 'mail.attachments' }, { count: mail.attachments.length })}
          role="group"
        >
          {mail.attachments.map((name) => (
            <Chip key={name} icon={<AttachFileOutlined />} label={name} variant="outlined" />
          ))}
        </Stack>
      )}
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {mail.folder !== 'drafts' && action('mail.reply', <ReplyOutlined />, () => onReply(mail))}
        {mail.folder !== 'drafts' && action('mail.forward', <ForwardOutlined />, () => onForward(mail))}
        {mail.folder === 'inbox' && action('mail.toSpam', <ReportOutlined />, () => onMove(mail, 'spam'))}
        {mail.folder === 'spam' &&
          action('mail.notSpam', <RestoreFromTrashOutlined />, () => onMove(mail, 'inbox'))}
        {mail.folder === 'trash' ? (
          <>
            {action('mail.restore', <RestoreFromTrashOutlined />, () => onMove(mail, 'inbox'))}
            {action('mail.deleteForever', <DeleteForeverOutlined />, () => onDelete(mail), 'error')}
          </>
        ) : (
          action('mail.toTrash', <DeleteOutlined />, () => onMove(mail, 'trash'))
        )}
      </Stack>
    </Box>
  );
}
