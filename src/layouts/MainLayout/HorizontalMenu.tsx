import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { HORIZONTAL_MAX_ITEM } from '@/config';
import { activeItemId, flattenMenu } from '@/menu/menus';
import type { MenuItem as MenuEntry } from '@/menu/types';

/** Groups are unwrapped: their items become the top-level entries of the bar. */
function topLevelEntries(items: MenuEntry[]): MenuEntry[] {
  return items.flatMap((item) => (item.type === 'group' ? (item.children ?? []) : [item]));
}

function DropdownEntry({
  titleId,
  icon,
  children,
  activeId,
}: {
  titleId: string;
  icon?: MenuEntry['icon'];
  children: MenuEntry[];
  activeId: string | null;
}) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = icon ?? MoreHoriz;
  const containsActive = flattenMenu(children).some((c) => c.id === activeId);
  return (
    <>
      <Button
        color={containsActive ? 'primary' : 'inherit'}
        startIcon={<Icon fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {intl.formatMessage({ id: titleId })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        {flattenMenu(children).map((child) => {
          const ChildIcon = child.icon;
          return (
            <MenuItem
              key={child.id}
              component={RouterLink}
              to={child.url ?? '/'}
              selected={child.id === activeId}
              onClick={() => setAnchor(null)}
              {...(child.target && { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {ChildIcon && (
                <ListItemIcon>
                  <ChildIcon fontSize="small" />
                </ListItemIcon>
              )}
              <ListItemText primary={intl.formatMessage({ id: child.title })} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

/** The menu as a bar under the top bar; entries past the limit fold into 'more items'. */
export default function HorizontalMenu({ items }: { items: MenuEntry[] }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const activeId = activeItemId(items, pathname);
  const entries = topLevelEntries(items);
  const shown = entries.slice(0, HORIZONTAL_MAX_ITEM);
  const overflow = entries.slice(HORIZONTAL_MAX_ITEM);

  return (
    <Paper
      component="nav"
      square
      aria-label={intl.formatMessage({ id: 'layout.menu.label' })}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        px: 2,
        py: 0.5,
        display: 'flex',
        gap: 0.5,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      {shown.map((entry) =>
        entry.type === 'collapse' ? (
          <DropdownEntry key={entry.id} titleId={entry.title} icon={entry.icon} activeId={activeId}>
            {entry.children ?? []}
          </DropdownEntry>
        ) : (
          <Button
            key={entry.id}
            component={RouterLink}
            to={entry.url ?? '/'}
            color={entry.id === activeId ? 'primary' : 'inherit'}
            aria-current={entry.id === activeId ? 'page' : undefined}
            startIcon={entry.icon ? <entry.icon fontSize="small" /> : undefined}
            sx={{ whiteSpace: 'nowrap', bgcolor: entry.id === activeId ? 'action.selected' : undefined }}
            {...(entry.target && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {intl.formatMessage({ id: entry.title })}
          </Button>
        ),
      )}
      {overflow.length > 0 && (
        <Box>
          <DropdownEntry titleId="layout.menu.moreItems" activeId={activeId}>
            {overflow}
          </DropdownEntry>
        </Box>
      )}
    </Paper>
  );
}
