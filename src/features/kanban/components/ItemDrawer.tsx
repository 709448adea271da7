import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanBoard, KanbanItem } from '@/api/contract/kanban';
import ConfirmDeleteDialog from '@/components/dialog/ConfirmDeleteDialog';
import AttachmentList from './AttachmentList';
import CommentThread from './CommentThread';
import type { ItemFormValues } from '../itemForm';
import ItemForm from './ItemForm';
import DateProvider from '@/components/dates/DateProvider';

interface ItemDrawerProps {
  board: KanbanBoard;
  item: KanbanItem | null;
  onClose: () => void;
  onSave: (item: KanbanItem, values: ItemFormValues) => Promise<boolean>;
  onComment: (itemId: string, text: string) => Promise<boolean>;
  onDelete: (itemId: string) => Promise<boolean>;
}

/** The side panel of one card: its fields, attachments and comments, and its deletion. */
function ItemDrawerContent({ board, item, onClose, onSave, onComment, onDelete }: ItemDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const comments = useMemo(() => new Map(board.comments.map((c) => [c.id, c])), [board.comments]);
  const profiles = useMemo(() => new Map(board.profiles.map((p) => [p.id, p])), [board.profiles]);
  return (
    <Drawer
      anchor="right"
      open={item != null}
      onClose={onClose}
      // Above the app bar, which sits over the layout's own drawers.
      sx={{ zIndex: 'modal' }}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      {item && (
        <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h3" component="h2">
              <FormattedMessage id="kanban.drawer.title" />
            </Typography>
            <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'kanban.drawer.close' })}>
              <Close />
            </IconButton>
          </Stack>
          {/* A new card gets a fresh form: the key drops what was typed for the previous one. */}
          <ItemForm key={item.id} item={item} board={board} onSave={(values) => onSave(item, values)} />
          <Divider />
          <AttachmentList attachments={item.attachments} />
          <Divider />
          <CommentThread
            commentIds={item.commentIds}
            comments={comments}
            profiles={profiles}
            onAdd={(text) => onComment(item.id, text)}
          />
          <Divider />
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirming(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            <FormattedMessage id="kanban.drawer.delete" />
          </Button>
          <ConfirmDeleteDialog
            target={confirming ? { name: item.title } : null}
            titleId="kanban.drawer.deleteTitle"
            bodyId="kanban.drawer.deleteBody"
            busy={deleting}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setDeleting(true);
              void onDelete(item.id).then(() => {
                setDeleting(false);
                setConfirming(false);
              });
            }}
          />
        </Stack>
      )}
    </Drawer>
  );
}

/** Loaded on demand with its date pickers, so it brings their provider too. */
export default function ItemDrawer(props: ItemDrawerProps) {
  return (
    <DateProvider>
      <ItemDrawerContent {...props} />
    </DateProvider>
  );
}
