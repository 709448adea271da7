import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_GROUPS, SINGLE_PAGES, TAP, VARIANT_PAGES, type AppTile, type LinkGroup } from '../directory';

/** One column on a phone, two on a tablet, three on a laptop. */
const COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } as const;
const LIST = { listStyle: 'none', m: 0, p: 0 } as const;

/** A section of the directory: its heading, an optional line under it, and its content (framed or not). */
function DirectorySection({
  titleId,
  bodyId,
  children,
}: {
  titleId: string;
  bodyId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: bodyId ? 0.5 : 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {bodyId ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id={bodyId} />
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            {children}
          </Paper>
        </>
      ) : (
        children
      )}
    </Box>
  );
}

/** A list item that links to a page by its title. */
function PageLink({ to, titleId }: { to: string; titleId: string }) {
  return (
    <li>
      <Link component={RouterLink} to={to} sx={TAP}>
        <FormattedMessage id={titleId} />
      </Link>
    </li>
  );
}

export function TileSection({ titleId, tiles }: { titleId: string; tiles: readonly AppTile[] }) {
  return (
    <DirectorySection titleId={titleId}>
      <Box component="ul" sx={{ ...LIST, display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}>
        {tiles.map(({ to, titleId: tileTitleId, descriptionId, Icon }) => (
          <li key={to}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ p: 2.5, height: '100%' }}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
                  <Box>
                    <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                      <FormattedMessage id={tileTitleId} />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id={descriptionId} />
                    </Typography>
                  </Box>
                </Stack>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </DirectorySection>
  );
}

/** The public sign-in presentations and the template pages, each a click away. */
export function TemplatePages() {
  const intl = useIntl();
  return (
    <DirectorySection titleId="dashboard.default.pages.title" bodyId="dashboard.default.pages.body">
      <Box component="ul" sx={{ ...LIST, display: 'grid', columnGap: 3, gridTemplateColumns: COLUMNS }}>
        {VARIANT_PAGES.map(({ kind, titleId }) => {
          const page = intl.formatMessage({ id: titleId });
          return (
            <Stack
              component="li"
              key={kind}
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <Link component={RouterLink} to={`/pages/${kind}/${kind}1`} sx={TAP}>
                {page}
              </Link>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                {[1, 2, 3].map((n) => (
                  <Fragment key={n}>
                    {n > 1 && (
                      <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                        ·
                      </Box>
                    )}
                    <Link
                      component={RouterLink}
                      to={`/pages/${kind}/${kind}${String(n)}`}
                      aria-label={intl.formatMessage({ id: 'dashboard.default.pages.variant' }, { page, n })}
                      sx={{ ...TAP, justifyContent: 'center' }}
                    >
                      {n}
                    </Link>
                  </Fragment>
                ))}
              </Stack>
            </Stack>
          );
        })}
        {SINGLE_PAGES.map(({ to, titleId }) => (
          <PageLink key={to} to={to} titleId={titleId} />
        ))}
      </Box>
    </DirectorySection>
  );
}

/** The user pages and the demos, by group, each a click away. */
export function DemoLinks() {
  return (
    <DirectorySection titleId="dashboard.default.links.title" bodyId="dashboard.default.links.body">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: COLUMNS }}>
        {LINK_GROUPS.map((group) => (
          <LinkList key={group.titleId} group={group} />
        ))}
      </Box>
    </DirectorySection>
  );
}

function LinkList({ group }: { group: LinkGroup }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        <FormattedMessage id={group.titleId} />
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={LIST}>
        {group.links.map(({ to, titleId }) => (
          <PageLink key={to} to={to} titleId={titleId} />
        ))}
      </Box>
    </Box>
  );
}
