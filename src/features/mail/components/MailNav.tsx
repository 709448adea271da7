import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import NativeSelectField from '@/components/form/NativeSelectField';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { Mail } from '@/api/contract/mail';
import { srOnly } from '@/components/srOnly';
import { countOf, MAIL_LABEL_VIEWS, MAIL_VIEWS, type MailView } from '../views';

const ICONS: Record<(typeof MAIL_VIEWS)[number]['filter'], ComponentType<{ fontSize?: 'small' }>> = {
  inbox: InboxOutlined,
  starred: StarBorder,
  important: LabelImportantOutlined,
  sent: SendOutlined,
  drafts: DraftsOutlined,
  spam: ReportOutlined,
  trash: DeleteOutlined,
};
/** Views whose count is worth a badge (unread mails; drafts: how many). */
const COUNTED = new Set<MailView>(['inbox', 'drafts', 'spam', 'escola', 'eventos', 'financeiro', 'familias']);

interface MailNavProps {
  mails: readonly Mail[];
  view: MailView;
  onView: (view: MailView) => void;
  /** `select`: one drop-down (the phone's own picker), for narrow screens. */
  variant: 'list' | 'select';
}

/** The folders, the starred and important views and the labels, each with its count. */
export default function MailNav({ mails, view, onView, variant }: MailNavProps) {
  const intl = useIntl();
  const nameOf = (v: MailView) => intl.formatMessage({ id: `mail.view.${v}` });
  const countFor = (v: MailView) => (COUNTED.has(v) ? countOf(mails, v) : 0);

  if (variant === 'select') {
    return (
      <NativeSelectField
        fullWidth
        size="small"
        name="pasta"
        label={intl.formatMessage({ id: 'mail.nav.title' })}
        value={view}
        onChange={(e) => onView(e.target.value as MailView)}
      >
        {[...MAIL_VIEWS, ...MAIL_LABEL_VIEWS].map(({ filter }) => {
          const count = countFor(filter);
          return (
            <option key={filter} value={filter}>
              {count > 0 ? `${nameOf(filter)} (${count})` : nameOf(filter)}
            </option>
          );
        })}
      </NativeSelectField>
    );
  }

  const item = (v: MailView, Icon: ComponentType<{ fontSize?: 'small' }>, color?: string) => {
    const count = countFor(v);
    const selected = v === view;
    return (
      <ListItem key={v} disablePadding>
        <ListItemButton
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={() => onView(v)}
          sx={{ borderRadius: 1, py: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: color ? `${color}.main` : undefined }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={nameOf(v)} />
          {count > 0 && (
            <>
              <Chip size="small" label={count} aria-hidden color={v === 'inbox' ? 'primary' : 'default'} />
              <Box component="span" sx={srOnly}>
                {intl.formatMessage({ id: v === 'drafts' ? 'mail.nav.drafts' : 'mail.nav.count' }, { count })}
              </Box>
            </>
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <nav aria-label={intl.formatMessage({ id: 'mail.nav.title' })}>
      <List dense disablePadding>
        {MAIL_VIEWS.map(({ filter }) => item(filter, ICONS[filter]))}
      </List>
      <List
        dense
        disablePadding
        subheader={
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
            {intl.formatMessage({ id: 'mail.nav.labels' })}
          </ListSubheader>
        }
      >
        {MAIL_LABEL_VIEWS.map(({ filter, color }) => item(filter, LabelOutlined, color))}
      </List>
    </nav>
  );
}
