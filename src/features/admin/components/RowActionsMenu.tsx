import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { useId, useState, type ComponentType } from 'react';

export interface RowAction<Action extends string> {
  action: Action;
  icon: ComponentType<SvgIconProps>;
  /** Already translated. */
  label: string;
  enabled: boolean;
  color?: SvgIconProps['color'];
}

interface RowActionsMenuProps<Action extends string> {
  /** The button's accessible name, naming the row (already translated). */
  label: string;
  items: readonly RowAction<Action>[];
  onAction: (action: Action) => void;
}

/** The actions of one grid row behind a "more" button, in a menu so they fit a phone. */
export default function RowActionsMenu<Action extends string>({
  label,
  items,
  onAction,
}: RowActionsMenuProps<Action>) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          // The row itself may open something on click.
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {items.map(({ action, icon: Icon, label: text, enabled, color }) => (
          <MenuItem
            key={action}
            disabled={!enabled}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" color={color} />
            </ListItemIcon>
            <ListItemText>{text}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
