import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanColumn } from '@/api/contract/kanban';
import InlineTitleField from './InlineTitleField';
import DragHandle from './DragHandle';

interface ColumnHeaderProps {
  column: KanbanColumn;
  dragHandleProps: DraggableProvidedDragHandleProps | null;
  onRename: (title: string) => void;
  onDelete: () => void;
}

const FOCUS = {
  '&:focus-visible, &.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
} as const;

/** A column's name (click to rename), its card count, its drag handle and its menu. */
export default function ColumnHeader({ column, dragHandleProps, onRename, onDelete }: ColumnHeaderProps) {
  const intl = useIntl();
  const menuId = useId();
  const [editing, setEditing] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const name = { name: column.title };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mb: 1.5, minHeight: 40 }}>
      <DragHandle
        handleProps={dragHandleProps}
        label={intl.formatMessage({ id: 'kanban.column.drag' }, name)}
      />
      {editing ? (
        <InlineTitleField
          initial={column.title}
          labelId="kanban.column.title"
          onDone={(title) => {
            setEditing(false);
            if (title !== null && title !== column.title) onRename(title);
          }}
        />
      ) : (
        <Stack direction="row" sx={{ flex: 1, minWidth: 0, alignItems: 'baseline' }}>
          <Typography component="h2" variant="h4" noWrap sx={{ fontSize: '1rem', minWidth: 0 }}>
            <ButtonBase
              onClick={() => setEditing(true)}
              sx={{ font: 'inherit', borderRadius: 1, px: 0.5, py: 0.5, maxWidth: '100%', ...FOCUS }}
            >
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {column.title}
              </Box>
            </ButtonBase>
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5, flexShrink: 0 }}>
            <FormattedMessage id="kanban.column.count" values={{ count: column.itemIds.length }} />
          </Typography>
        </Stack>
      )}
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'kanban.column.menu' }, name)}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor != null} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setEditing(true);
          }}
        >
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="kanban.column.rename" values={name} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onDelete();
          }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" />
          </ListItemIcon>
          <FormattedMessage id="kanban.column.delete" />
        </MenuItem>
      </Menu>
    </Stack>
  );
}
