import AttachFile from '@mui/icons-material/AttachFile';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanAttachment } from '@/api/contract/kanban';

/** The files attached to a card, with their sizes. */
export default function AttachmentList({ attachments }: { attachments: readonly KanbanAttachment[] }) {
  const intl = useIntl();
  const size = (bytes: number) =>
    bytes >= 1_000_000
      ? intl.formatNumber(bytes / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte' });
  return (
    <Stack spacing={0.5}>
      <Typography variant="h5" component="h3">
        <FormattedMessage id="kanban.attachments.title" />
      </Typography>
      {attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="kanban.attachments.empty" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {attachments.map((file) => (
            <ListItem key={file.id} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <AttachFile fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={file.name} secondary={size(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
