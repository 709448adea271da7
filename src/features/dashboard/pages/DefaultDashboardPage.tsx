import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import FormatListBulletedOutlined from '@mui/icons-material/FormatListBulletedOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '@/config';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';

interface AppTile {
  to: string;
  titleId: string;
  descriptionId: string;
  Icon: SvgIconComponent;
}

/** The template apps of the design card, open to every signed-in role (SPEC.md §6). */
const APPS: readonly AppTile[] = [
  {
    to: '/apps/mail',
    titleId: 'route.mail',
    descriptionId: 'dashboard.default.apps.mail',
    Icon: MailOutlined,
  },
  {
    to: '/apps/chat',
    titleId: 'route.chat.app',
    descriptionId: 'dashboard.default.apps.chat',
    Icon: ChatOutlined,
  },
  {
    to: '/apps/contact/c-card',
    titleId: 'route.contact.card',
    descriptionId: 'dashboard.default.apps.contacts',
    Icon: ContactsOutlined,
  },
  {
    to: '/apps/calendar',
    titleId: 'route.calendar.app',
    descriptionId: 'dashboard.default.apps.calendar',
    Icon: CalendarMonthOutlined,
  },
  {
    to: '/apps/kanban/board',
    titleId: 'route.kanban.board',
    descriptionId: 'dashboard.default.apps.kanban',
    Icon: ViewKanbanOutlined,
  },
  {
    to: '/apps/kanban/backlogs',
    titleId: 'route.kanban.backlogs',
    descriptionId: 'dashboard.default.apps.backlogs',
    Icon: FormatListBulletedOutlined,
  },
];

/** Home for accounts whose role has no area of its own: the team's apps, and the events. */
export default function DefaultDashboardPage() {
  const user = useAppSelector(selectUser);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h1" component="h1">
            <FormattedMessage id="dashboard.default.title" values={{ name: user?.name ?? '' }} />
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="dashboard.default.body" values={{ brand: BRAND }} />
          </Typography>
          <Button variant="contained" component={RouterLink} to="/eventos">
            <FormattedMessage id="dashboard.default.cta" />
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="dashboard-apps-title">
        <Typography id="dashboard-apps-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          <FormattedMessage id="dashboard.default.apps.title" />
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
          {APPS.map(({ to, titleId, descriptionId, Icon }) => (
            <li key={to}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={to} sx={{ p: 2.5, height: '100%' }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <Icon color="primary" aria-hidden sx={{ mt: 0.25 }} />
                    <Box>
                      <Typography variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                        <FormattedMessage id={titleId} />
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
    </Stack>
  );
}
