import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
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

export default function NotificationSection() {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const popoverId = useId();
  const label = intl.formatMessage({ id: 'notifications.open' });

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent="01" color="secondary">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      <Popover
        id={popoverId}
        open={anchor != null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
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
          <Button size="small" onClick={() => setAnchor(null)}>
            <FormattedMessage id="notifications.markAllRead" />
          </Button>
        </Stack>
        <Box sx={{ px: 2, pb: 1 }}>
          <TextField
            select
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
          </TextField>
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
          <Button size="small" fullWidth onClick={() => setAnchor(null)}>
            <FormattedMessage id="notifications.viewAll" />
          </Button>
        </Box>
      </Popover>
    </>
  );
}
