import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const FILTERS = ['all', 'new', 'unread', 'other'] as const;

// Static demo content (SPEC.md §2): the popover is not wired to data yet.
const DEMO_NOTIFICATIONS = [
  {
    id: 'n1',
    icon: ConfirmationNumberOutlined,
    titleId: 'notifications.demo.ticket.title',
    bodyId: 'notifications.demo.ticket.body',
    timeId: 'notifications.demo.time.now',
    unread: true,
  },
  {
    id: 'n2',
    icon: EmojiEventsOutlined,
    titleId: 'notifications.demo.mission.title',
    bodyId: 'notifications.demo.mission.body',
    timeId: 'notifications.demo.time.hours',
    unread: false,
  },
  {
    id: 'n3',
    icon: CampaignOutlined,
    titleId: 'notifications.demo.news.title',
    bodyId: 'notifications.demo.news.body',
    timeId: 'notifications.demo.time.yesterday',
    unread: false,
  },
] as const;

interface NotificationPanelProps {
  id: string;
  label: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The notifications popover: loaded the first time the bell is opened. */
export default function NotificationPanel({ id, label, anchor, onClose }: NotificationPanelProps) {
  const intl = useIntl();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  return (
    <Popover
      id={id}
      open={anchor != null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': label,
          sx: { width: { xs: 'calc(100vw - 24px)', sm: 360 }, maxWidth: 360 },
        },
      }}
    >
      <Stack direction="row" sx={{ p: 2, pb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h2">
            <FormattedMessage id="notifications.title" />
          </Typography>
          <Chip size="small" color="warning" label="01" />
        </Stack>
        <Button size="small" onClick={onClose}>
          <FormattedMessage id="notifications.markAllRead" />
        </Button>
      </Stack>
      <Box sx={{ px: 2, pb: 1 }}>
        <SelectField
          fullWidth
          size="small"
          label={intl.formatMessage({ id: 'notifications.filter' })}
          value={filter}
          onChange={(e) => setFilter(e.target.value as (typeof FILTERS)[number])}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f} value={f}>
              <FormattedMessage id={`notifications.filter.${f}`} />
            </MenuItem>
          ))}
        </SelectField>
      </Box>
      <Divider />
      <List dense sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {DEMO_NOTIFICATIONS.map((n) => {
          const Icon = n.icon;
          return (
            <ListItem
              key={n.id}
              alignItems="flex-start"
              sx={{ bgcolor: n.unread ? 'action.hover' : undefined }}
            >
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  <Icon fontSize="small" />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={<FormattedMessage id={n.titleId} />}
                secondary={
                  <>
                    <FormattedMessage id={n.bodyId} />
                    <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                      <FormattedMessage id={n.timeId} />
                    </Typography>
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <Box sx={{ p: 1, textAlign: 'center' }}>
        <Button size="small" fullWidth onClick={onClose}>
          <FormattedMessage id="notifications.viewAll" />
        </Button>
      </Box>
    </Popover>
  );
}
