import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LINK_GROUPS, SINGLE_PAGES, TAP, VARIANT_PAGES, type AppTile, type LinkGroup } from '../directory';

export function TileSection({ titleId, tiles }: { titleId: string; tiles: readonly AppTile[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
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
    </Box>
  );
}

/** The public sign-in presentations and the template pages, each a click away. */
export function TemplatePages() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        <FormattedMessage id="dashboard.default.pages.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="dashboard.default.pages.body" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            columnGap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
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
                        aria-label={intl.formatMessage(
                          { id: 'dashboard.default.pages.variant' },
                          { page, n },
                        )}
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
            <li key={to}>
              <Link component={RouterLink} to={to} sx={TAP}>
                <FormattedMessage id={titleId} />
              </Link>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

/** The user pages and the demos, by group, each a click away. */
export function DemoLinks() {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
        <FormattedMessage id="dashboard.default.links.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="dashboard.default.links.body" />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {LINK_GROUPS.map((group) => (
            <LinkList key={group.titleId} group={group} />
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

function LinkList({ group }: { group: LinkGroup }) {
  const headingId = useId();
  return (
    <Box>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        <FormattedMessage id={group.titleId} />
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map(({ to, titleId }) => (
          <li key={to}>
            <Link component={RouterLink} to={to} sx={TAP}>
              <FormattedMessage id={titleId} />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
