import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import CallOutlined from '@mui/icons-material/CallOutlined';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Instructions } from '@/api/contract/family';
import { useGetInstructionsQuery } from '@/api/endpoints/family';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatPhone } from '@/utils/br';
import { safeHref } from '@/utils/safeUrl';
import { scheduleText } from '../schedule';

// On paper only the instructions: the app's bars, menus and buttons stay on screen.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, footer, .MuiDrawer-root, .MuiFab-root, .MuiBreadcrumbs-root, [data-print="hide"]': {
          display: 'none !important',
        },
        'main, body': {
          background: '#fff !important',
          color: '#000 !important',
          padding: '0 !important',
          margin: '0 !important',
        },
        '[data-print="card"]': {
          breakInside: 'avoid',
          border: '1px solid #999 !important',
          boxShadow: 'none !important',
        },
      },
    }}
  />
);

function Block({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-print="card">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
        {icon}
        <Typography variant="h4" component="h2" color="text.primary">
          {title}
        </Typography>
      </Stack>
      {children}
    </Paper>
  );
}

function When({ data }: { data: Instructions }) {
  const intl = useIntl();
  if (data.schedule)
    return (
      <>
        <Typography sx={{ fontWeight: 600 }}>{scheduleText(intl, data.schedule)}</Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="family.instructions.period"
            values={{
              from: intl.formatDate(`${data.schedule.startDate}T12:00:00`, {
                day: '2-digit',
                month: 'short',
              }),
              to: intl.formatDate(`${data.schedule.endDate}T12:00:00`, {
                day: '2-digit',
                month: 'short',
                year: 'numeric',
              }),
            }}
          />
        </Typography>
      </>
    );
  if (!data.startsAt) return null;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        {intl.formatDate(data.startsAt, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatTime(data.startsAt)}
        {data.endsAt ? ` – ${intl.formatTime(data.endsAt)}` : ''}
      </Typography>
    </>
  );
}

/** What a family needs on the day: when, where, what to bring, whom to call and the codes to show. Printable. */
export default function InstructionsPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetInstructionsQuery(id);

  if (isLoading)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  if (error && typeof error === 'object' && 'status' in error && error.status === 404)
    return (
      <EmptyState
        icon={SearchOffOutlined}
        titleId="family.instructions.notFoundTitle"
        bodyId="family.instructions.notFoundBody"
        action={
          <Button variant="contained" component={RouterLink} to="/cliente/boas-vindas">
            <FormattedMessage id="family.instructions.backHome" />
          </Button>
        }
      />
    );
  if (error || !data) return <ErrorState error={error} onRetry={() => void refetch()} />;

  // The organiser's address for an online event is a link only when it is a safe one; else its text.
  const onlineHref = safeHref(data.onlineUrl);
  const mapsUrl = data.place
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `${data.place.name}, ${data.place.address}, ${data.place.city} - ${data.place.state}`,
      )}`
    : null;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', gap: 2, mb: 3, alignItems: { sm: 'flex-end' } }}
      >
        <Box>
          <Typography variant="overline" color="primary">
            <FormattedMessage
              id={data.kind === 'event' ? 'family.instructions.kindEvent' : 'family.instructions.kindClass'}
            />
          </Typography>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
            {data.title}
          </Typography>
          {data.subtitle && <Typography color="text.secondary">{data.subtitle}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} data-print="hide">
          <Button
            startIcon={<ArrowBackOutlined />}
            component={RouterLink}
            to={data.kind === 'event' ? '/cliente/ingressos' : '/cliente/cursos'}
          >
            <FormattedMessage id="family.instructions.back" />
          </Button>
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            <FormattedMessage id="family.instructions.print" />
          </Button>
        </Stack>
      </Stack>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block icon={<AccessTimeOutlined />} title={<FormattedMessage id="family.instructions.when" />}>
            <When data={data} />
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block
            icon={data.onlineUrl ? <LaptopOutlined /> : <PlaceOutlined />}
            title={<FormattedMessage id="family.instructions.where" />}
          >
            {onlineHref ? (
              <Link
                href={onlineHref}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {data.onlineUrl}
              </Link>
            ) : data.onlineUrl ? (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{data.onlineUrl}</Typography>
            ) : data.place ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{data.place.name}</Typography>
                <Typography variant="body2">
                  {data.place.address} · {data.place.city}/{data.place.state}
                </Typography>
                {mapsUrl && (
                  <Link
                    href={mapsUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    data-print="hide"
                  >
                    <FormattedMessage id="family.instructions.map" />
                  </Link>
                )}
              </>
            ) : (
              <Typography color="text.secondary">
                <FormattedMessage id="family.instructions.placeTbd" />
              </Typography>
            )}
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block icon={<CheckOutlined />} title={<FormattedMessage id="family.instructions.bring" />}>
            <List dense disablePadding>
              {data.bring.map((item) => (
                <ListItem key={item} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckOutlined fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText primary={item} />
                </ListItem>
              ))}
            </List>
          </Block>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Block icon={<CallOutlined />} title={<FormattedMessage id="family.instructions.contact" />}>
            <Typography sx={{ fontWeight: 600 }}>{data.contact.name}</Typography>
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              {data.contact.phone && (
                <Link
                  href={`tel:+55${data.contact.phone.replace(/\D/g, '')}`}
                  sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
                >
                  <CallOutlined fontSize="small" aria-hidden /> {formatPhone(data.contact.phone)}
                </Link>
              )}
              {data.contact.email && (
                <Link
                  href={`mailto:${data.contact.email}`}
                  sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' }}
                >
                  <MailOutlined fontSize="small" aria-hidden /> {data.contact.email}
                </Link>
              )}
            </Stack>
          </Block>
        </Grid>
      </Grid>

      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        <FormattedMessage
          id={data.kind === 'event' ? 'family.instructions.passesEvent' : 'family.instructions.passesClass'}
        />
      </Typography>
      <Grid container spacing={2}>
        {data.passes.map((pass) => (
          <Grid key={pass.code} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }} data-print="card">
              <Box sx={{ bgcolor: '#fff', p: 1.5, display: 'inline-block', borderRadius: 1 }}>
                <QRCodeSVG
                  value={pass.code}
                  size={160}
                  level="M"
                  title={intl.formatMessage({ id: 'family.instructions.qrOf' }, { name: pass.holder })}
                />
              </Box>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{pass.holder}</Typography>
              <Typography variant="body2" color="text.secondary">
                {pass.label}
              </Typography>
              <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
                {pass.code}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
