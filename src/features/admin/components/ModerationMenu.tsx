import CancelOutlined from '@mui/icons-material/CancelOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModerationAction } from '@/api/contract/admin';

interface ModerationMenuProps {
  /** The event or course title, for the button's accessible name. */
  title: string;
  featured: boolean;
  canFeature: boolean;
  canUnpublish: boolean;
  canCancel: boolean;
  onAction: (action: ModerationAction) => void;
}

/** The moderation actions of one row, in a menu so they fit a phone. */
export default function ModerationMenu({
  title,
  featured,
  canFeature,
  canUnpublish,
  canCancel,
  onAction,
}: ModerationMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: ModerationAction) => {
    setAnchor(null);
    onAction(action);
  };
  const items: { action: ModerationAction; icon: typeof StarOutlined; enabled: boolean }[] = [
    featured
      ? { action: 'unfeature', icon: StarBorderOutlined, enabled: true }
      : { action: 'feature', icon: StarOutlined, enabled: canFeature },
    { action: 'unpublish', icon: VisibilityOffOutlined, enabled: canUnpublish },
    { action: 'cancel', icon: CancelOutlined, enabled: canCancel },
  ];
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'admin.moderation.open' }, { title })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {items.map(({ action, icon: Icon, enabled }) => (
          <MenuItem key={action} disabled={!enabled} onClick={() => pick(action)}>
            <ListItemIcon>
              <Icon fontSize="small" color={action === 'cancel' ? 'error' : undefined} />
            </ListItemIcon>
            <ListItemText>{intl.formatMessage({ id: `admin.moderation.action.${action}` })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
