import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { FamilyOverview } from '@/api/contract/family';
import QuietNote from './QuietNote';

/** The family's next events, each with its tickets and instructions. */
export default function NextEvents({ events }: { events: FamilyOverview['nextEvents'] }) {
  const intl = useIntl();
  if (events.length === 0) return <QuietNote id="family.welcome.noEvents" />;
  return (
    <Grid container spacing={2}>
      {events.map((event) => (
        <Grid key={event.eventId} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="overline" color="primary">
                {intl.formatDate(event.startsAt, {
                  weekday: 'short',
                  day: '2-digit',
                  month: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </Typography>
              <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                {event.title}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {event.place ?? intl.formatMessage({ id: 'family.welcome.online' })}
              </Typography>
              <Stack direction="row" sx={{ mt: 2, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip
                  size="small"
                  icon={<ConfirmationNumberOutlined />}
                  label={<FormattedMessage id="family.welcome.tickets" values={{ count: event.tickets }} />}
                />
                <Box sx={{ flex: 1 }} />
                <Button size="small" component={RouterLink} to={`/cliente/instrucoes/${event.eventId}`}>
                  <FormattedMessage id="family.welcome.instructions" />
                </Button>
                <Button size="small" variant="outlined" component={RouterLink} to="/cliente/ingressos">
                  <FormattedMessage id="family.welcome.seeTickets" />
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
