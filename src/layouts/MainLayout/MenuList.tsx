import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { activeItemId, flattenMenu } from '@/menu/menus';
import type { MenuItem } from '@/menu/types';

// Only the mini drawer names its icons in a tooltip, and no menu of today has a chip: both load when used,
// instead of bringing Popper and Chip into every signed-in page.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));
const Chip = lazy(() => import('@mui/material/Chip'));

interface MenuContext {
  activeId: string | null;
  /** Icons only (mini drawer). */
  mini: boolean;
  onNavigate?: () => void;
}

function MenuItemsError() {
  return (
    <ListItem sx={{ px: 2, py: 1 }}>
      <Typography variant="body2" color="error" role="alert">
        <FormattedMessage id="layout.menu.error" />
      </Typography>
    </ListItem>
  );
}

function NavItem({ item, level, ctx }: { item: MenuItem; level: number; ctx: MenuContext }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: item.title });
  const selected = ctx.activeId === item.id;
  const Icon = item.icon;
  const newTab = item.target === true;
  const linkProps = item.external
    ? { component: 'a' as const, href: item.url }
    : { component: RouterLink, to: item.url ?? '/' };

  const button = (
    <ListItemButton
      {...linkProps}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      selected={selected}
      disabled={item.disabled}
      aria-current={selected ? 'page' : undefined}
      // Icons only: the entry is named here, so it is named before its tooltip has loaded too.
      aria-label={ctx.mini ? title : undefined}
      onClick={ctx.onNavigate}
      sx={{
        borderRadius: 1,
        mb: 0.5,
        pl: ctx.mini ? 2.5 : level > 1 ? 4 : 2,
        justifyContent: ctx.mini ? 'center' : 'flex-start',
        minHeight: 44,
        '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
      }}
    >
      <ListItemIcon sx={{ minWidth: ctx.mini ? 0 : 36, color: 'inherit' }}>
        {Icon ? <Icon fontSize="small" /> : <FiberManualRecord sx={{ fontSize: selected ? 10 : 8 }} />}
      </ListItemIcon>
      {!ctx.mini && (
        <ListItemText
          primary={title}
          secondary={item.caption ? intl.formatMessage({ id: item.caption }) : undefined}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }}
        />
      )}
      {!ctx.mini && item.chip && (
        <Suspense fallback={null}>
          <Chip
            size="small"
            color={item.chip.color ?? 'primary'}
            label={intl.formatMessage({ id: item.chip.labelId })}
          />
        </Suspense>
      )}
    </ListItemButton>
  );

  // Every entry is a list item, so the menu reads as a list to screen readers.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {ctx.mini ? (
        <Suspense fallback={button}>
          <Tooltip title={title} placement="right">
            {button}
          </Tooltip>
        </Suspense>
      ) : (
        button
      )}
    </ListItem>
  );
}

function NavCollapse({ item, level, ctx }: { item: MenuItem; level: number; ctx: MenuContext }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const containsActive = flattenMenu(item.children ?? []).some((c) => c.id === ctx.activeId);
  // Open follows the current path; the user can still toggle it.
  const [toggled, setToggled] = useState<{ path: string; open: boolean } | null>(null);
  const open = toggled?.path === pathname ? toggled.open : containsActive;
  const Icon = item.icon;
  const title = intl.formatMessage({ id: item.title });
  const listId = `menu-collapse-${item.id}`;

  if (ctx.mini) {
    return (
      <>
        {(item.children ?? []).map((child) => (
          <NavEntry key={child.id} item={child} level={level + 1} ctx={ctx} />
        ))}
      </>
    );
  }

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        onClick={() => setToggled({ path: pathname, open: !open })}
        aria-expanded={open}
        aria-controls={listId}
        selected={containsActive && !open}
        sx={{ borderRadius: 1, mb: 0.5, pl: level > 1 ? 4 : 2, minHeight: 44 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText primary={title} slotProps={{ primary: { variant: 'body2' } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <NavEntry key={child.id} item={child} level={level + 1} ctx={ctx} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function NavEntry({ item, level, ctx }: { item: MenuItem; level: number; ctx: MenuContext }) {
  switch (item.type) {
    case 'collapse':
      return <NavCollapse item={item} level={level} ctx={ctx} />;
    case 'item':
      return <NavItem item={item} level={level} ctx={ctx} />;
    default:
      return <MenuItemsError />;
  }
}

function NavGroup({ item, ctx }: { item: MenuItem; ctx: MenuContext }) {
  const intl = useIntl();
  return (
    <List
      aria-label={intl.formatMessage({ id: item.title })}
      subheader={
        ctx.mini ? undefined : (
          <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5, fontWeight: 600 }}>
            {intl.formatMessage({ id: item.title })}
            {item.caption && (
              <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                {intl.formatMessage({ id: item.caption })}
              </Typography>
            )}
          </ListSubheader>
        )
      }
      sx={{ px: 1 }}
    >
      {(item.children ?? []).map((child) => (
        <NavEntry key={child.id} item={child} level={1} ctx={ctx} />
      ))}
    </List>
  );
}

/** The vertical menu: groups, collapses and items; anything else shows 'Menu Items Error'. */
export default function MenuList({
  items,
  mini = false,
  onNavigate,
}: {
  items: MenuItem[];
  mini?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const ctx: MenuContext = { activeId: activeItemId(items, pathname), mini, onNavigate };
  return (
    <>
      {items.map((item, index) =>
        item.type === 'group' ? (
          <div key={item.id}>
            {index > 0 && <Divider sx={{ my: 1, mx: 2 }} />}
            <NavGroup item={item} ctx={ctx} />
          </div>
        ) : (
          <MenuItemsError key={item.id} />
        ),
      )}
    </>
  );
}
