import HomeOutlined from '@mui/icons-material/HomeOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BREADCRUMBS_MAX } from '@/config';
import { useRouteHandle } from '@/hooks/useRouteHandle';
import type { MenuItem } from '@/menu/types';

interface Crumb {
  key: string;
  label: string;
  to?: string;
}

/** Menu entries (group, collapse, item) whose link the path lies under, outermost first. */
function menuTrail(items: MenuItem[], pathname: string, trail: MenuItem[] = []): MenuItem[] | null {
  let best: MenuItem[] | null = null;
  for (const item of items) {
    const path = [...trail, item];
    if (item.children) {
      const found = menuTrail(item.children, pathname, path);
      if (found && (!best || (found.at(-1)?.url ?? '').length > (best.at(-1)?.url ?? '').length))
        best = found;
    } else if (item.url && (pathname === item.url || pathname.startsWith(`${item.url}/`))) {
      if (!best || item.url.length > (best.at(-1)?.url ?? '').length) best = path;
    }
  }
  return best;
}

export default function Breadcrumbs({ items, home }: { items: MenuItem[]; home: string }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const trail = (menuTrail(items, pathname) ?? []).filter((item) => item.breadcrumbs !== false);

  const crumbs: Crumb[] = trail.map((item) => ({
    key: item.id,
    label: intl.formatMessage({ id: item.title }),
    to: item.type === 'item' && item.url !== pathname ? item.url : undefined,
  }));
  const pageTitle = handle ? intl.formatMessage({ id: handle.titleId }) : null;
  // The page's own title is added unless the page is itself the last menu entry of the trail.
  if (pageTitle && trail.at(-1)?.url !== pathname && crumbs.at(-1)?.label !== pageTitle)
    crumbs.push({ key: 'page', label: pageTitle });

  return (
    <MuiBreadcrumbs
      maxItems={BREADCRUMBS_MAX}
      separator={<NavigateNextIcon fontSize="small" sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
      aria-label={intl.formatMessage({ id: 'layout.breadcrumbs' })}
      sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}
    >
      <Link
        component={RouterLink}
        to={home}
        color="inherit"
        sx={{ display: 'inline-flex' }}
        aria-label={intl.formatMessage({ id: 'layout.breadcrumbs.home' })}
      >
        <HomeOutlined fontSize="small" />
      </Link>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.key} component={RouterLink} to={crumb.to} color="inherit" variant="body2">
            {crumb.label}
          </Link>
        ) : (
          <Typography
            key={crumb.key}
            variant="body2"
            color={index === crumbs.length - 1 ? 'text.primary' : 'text.secondary'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
