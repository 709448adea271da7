import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { FamilyOverview } from '@/api/contract/family';
import { useGetFamilyOverviewQuery } from '@/api/endpoints/family';
import ErrorState from '@/components/states/ErrorState';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import ChildAvatar from '../components/ChildAvatar';
import { scheduleText } from '../schedule';

const RARITY_COLOR = { common: 'default', rare: 'info', epic: 'secondary', legendary: 'warning' } as const;

const QUICK_LINKS: { to: string; labelId: string; icon: ComponentType<{ fontSize?: 'large' }> }[] = [
  { to: '/cliente/ingressos', labelId: 'menu.client.tickets', icon: ConfirmationNumberOutlined },
  { to: '/cliente/dependentes', labelId: 'menu.client.dependents', icon: FamilyRestroomOutlined },
  { to: '/cliente/cursos', labelId: 'menu.client.courses', icon: MenuBookOutlined },
  { to: '/eventos', labelId: 'family.welcome.findEvents', icon: EventOutlined },
  { to: '/cliente/ajuda', labelId: 'menu.help', icon: HelpOutline },
];

function Section({
  titleId,
  action,
  children,
}: {
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography id={headingId} variant="h3" component="h2">
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function Quiet({ id }: { id: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, color: 'text.secondary' }}>
      <Typography>
        <FormattedMessage id={id} />
      </Typography>
    </Paper>
  );
}

function NextEvents({ events }: { events: FamilyOverview['nextEvents'] }) {
  const intl = useIntl();
  if (events.length === 0) return <Quiet id="family.welcome.noEvents" />;
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

function ChildCard({ child }: { child: FamilyOverview['children'][number] }) {
  const intl = useIntl();
  const { dependent } = child;
  const linked = dependent.studentId !== null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ChildAvatar name={dependent.name} src={dependent.avatarUrl} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3" noWrap>
              {dependent.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {linked ? (
                `${dependent.schoolName ?? ''}${dependent.grade ? ` · ${dependent.grade}` : ''}`
              ) : (
                <FormattedMessage id="family.child.notLinked" />
              )}
            </Typography>
          </Box>
        </Stack>
        {linked && dependent.attendanceRate !== null && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            <FormattedMessage
              id="family.child.attendance"
              values={{ rate: intl.formatNumber(dependent.attendanceRate, { style: 'percent' }) }}
            />
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4">
          <FormattedMessage id="family.welcome.classes" />
        </Typography>
        {child.classes.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <FormattedMessage id="family.welcome.noClasses" />
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }} spacing={0.5}>
            {child.classes.slice(0, 3).map((cls) => (
              <li key={cls.classId}>
                <Typography variant="body2">
                  <strong>{cls.courseTitle}</strong> — {scheduleText(intl, cls)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {child.missions.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              <FormattedMessage id="family.welcome.missions" />
            </Typography>
            <Stack spacing={1} sx={{ mb: 1.5, mt: 0.5 }}>
              {child.missions.map((mission) => (
                <Box key={mission.missionId}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2">{mission.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatNumber(mission.progress, { style: 'percent' })}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={mission.progress * 100}
                    aria-label={mission.title}
                    sx={{ height: 6, borderRadius: 3 }}
                  />
                </Box>
              ))}
            </Stack>
          </>
        )}
        {child.latestCards.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              <FormattedMessage id="family.welcome.cards" />
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
              {child.latestCards.map((card) => (
                <Chip
                  key={`${card.cardId}-${card.awardedAt}`}
                  size="small"
                  icon={<StyleOutlined />}
                  color={RARITY_COLOR[card.rarity]}
                  label={`${card.name} · ${intl.formatMessage({ id: `family.rarity.${card.rarity}` })}`}
                />
              ))}
            </Stack>
          </>
        )}
        {!linked && (
          <Button component={RouterLink} to="/cliente/dependentes" size="small" sx={{ mt: 1 }}>
            <FormattedMessage id="family.child.linkCta" />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function Messages({ messages }: { messages: FamilyOverview['messages'] }) {
  const intl = useIntl();
  if (messages.length === 0) return <Quiet id="family.welcome.noMessages" />;
  return (
    <Stack spacing={1.5}>
      {messages.map((message) => (
        <Paper key={message.conversationId} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Badge color="primary" badgeContent={message.unread} invisible={message.unread === 0}>
              <ChatBubbleOutline color="action" aria-hidden />
            </Badge>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="p">
                  {message.from}
                  {message.unread > 0 && (
                    <Box component="span" sx={{ ml: 1, color: 'primary.main', fontWeight: 400 }}>
                      <FormattedMessage id="family.welcome.unread" values={{ count: message.unread }} />
                    </Box>
                  )}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {intl.formatDate(message.at, {
                    day: '2-digit',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {message.text}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Loading() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="…">
      <Skeleton variant="rounded" height={88} />
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={220} />
    </Stack>
  );
}

/** The family's home: what is coming up, how each child is doing, and what the school said. */
export default function WelcomePage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const { data, error, isLoading, refetch } = useGetFamilyOverviewQuery(undefined);
  const firstName = (user?.name ?? '').split(' ')[0] ?? '';

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
          <FormattedMessage id="family.welcome.title" values={{ name: firstName }} />
        </Typography>
        <Typography color="text.secondary">
          {intl.formatDate(new Date(), { weekday: 'long', day: 'numeric', month: 'long' })}
        </Typography>
      </Box>
      <Box component="nav" aria-label={intl.formatMessage({ id: 'family.welcome.quickLinks' })}>
        <Grid container spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {QUICK_LINKS.map(({ to, labelId, icon: Icon }) => (
            <Grid key={to} size={{ xs: 6, sm: 4, md: 'grow' }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
                  <Stack
                    spacing={1}
                    sx={{ alignItems: 'center', textAlign: 'center', color: 'primary.main' }}
                  >
                    <Icon fontSize="large" />
                    <Typography variant="subtitle2" color="text.primary">
                      <FormattedMessage id={labelId} />
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      {isLoading ? (
        <Loading />
      ) : error || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <Section
            titleId="family.welcome.nextEvents"
            action={
              <Button size="small" component={RouterLink} to="/eventos">
                <FormattedMessage id="family.welcome.findEvents" />
              </Button>
            }
          >
            <NextEvents events={data.nextEvents} />
          </Section>
          <Section
            titleId="family.welcome.children"
            action={
              <Button size="small" component={RouterLink} to="/cliente/dependentes">
                <FormattedMessage id="family.welcome.manageChildren" />
              </Button>
            }
          >
            {data.children.length === 0 ? (
              <Quiet id="family.welcome.noChildren" />
            ) : (
              <Grid container spacing={2}>
                {data.children.map((child) => (
                  <Grid key={child.dependent.id} size={{ xs: 12, md: 6 }}>
                    <ChildCard child={child} />
                  </Grid>
                ))}
              </Grid>
            )}
          </Section>
          <Section titleId="family.welcome.messages">
            <Messages messages={data.messages} />
          </Section>
        </>
      )}
    </Stack>
  );
}
