import EventOutlined from '@mui/icons-material/EventOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SchoolDashboard } from '@/api/contract/attendance';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';
import { parseLocalDate } from '@/utils/localDate';
import { checkinLink } from '../links';
import CheckinStateChip from './CheckinStateChip';

/** List rows whose trailing chip drops under the text on phones instead of squeezing it. */
const ROW_SX = { px: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;
const TRAILING_SX = { flexShrink: 0, ml: { xs: 0, sm: 1 }, mb: { xs: 1, sm: 0 } } as const;

/** What a section says when it has nothing to list. */
export function NothingToList({ id }: { id: string }) {
  return (
    <Typography color="text.secondary">
      <FormattedMessage id={id} />
    </Typography>
  );
}

/** Today's classes, each one tap from its roll call. */
export function TodayList({ today }: { today: SchoolDashboard['today'] }) {
  if (today.length === 0) return <NothingToList id="attendance.dashboard.noClassesToday" />;
  return (
    <List disablePadding>
      {today.map((s) => (
        <ListItem key={s.courseClass.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={checkinLink(s.courseClass.id, s.date)} sx={ROW_SX}>
            <ListItemText
              primary={s.courseClass.title}
              secondary={`${s.courseClass.startTime}–${s.courseClass.endTime} · ${s.courseClass.room}${s.teacherName ? ` · ${s.teacherName}` : ''}`}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
            />
            <Box sx={TRAILING_SX}>
              <CheckinStateChip summary={s} />
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Students missing classes in a row, each one tap from their profile. */
export function AtRiskList({ students }: { students: SchoolDashboard['atRisk'] }) {
  const intl = useIntl();
  if (students.length === 0) return <NothingToList id="attendance.dashboard.noneAtRisk" />;
  return (
    <List disablePadding>
      {students.map((s) => (
        <ListItem key={s.studentId} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={`/empresa/perfil-aluno/${encodeURIComponent(s.studentId)}`}
            sx={ROW_SX}
          >
            <ListItemAvatar>
              <Avatar
                src={storageUrl(s.avatarUrl) ?? undefined}
                alt=""
                sx={{ bgcolor: 'action.selected', color: 'text.primary' }}
              >
                {initials(s.name)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={s.name}
              secondary={`${s.grade}${s.classTitles.length ? ` · ${s.classTitles.join(', ')}` : ''}`}
              slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              sx={{ flexBasis: { xs: 'calc(100% - 56px)', sm: 'auto' } }}
            />
            <Chip
              size="small"
              color="error"
              variant="outlined"
              sx={{ ...TRAILING_SX, ml: { xs: 7, sm: 1 } }}
              label={intl.formatMessage({ id: 'attendance.dashboard.streak' }, { count: s.streak })}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** What comes next in the calendar: events and the school's own dates. */
export function UpcomingList({ items }: { items: SchoolDashboard['upcoming'] }) {
  const intl = useIntl();
  if (items.length === 0) return <NothingToList id="attendance.dashboard.noUpcoming" />;
  return (
    <List disablePadding>
      {items.map((item) => {
        const when = item.allDay
          ? intl.formatDate(parseLocalDate(item.startsAt.slice(0, 10)), {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
            })
          : intl.formatDate(item.startsAt, {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              hour: '2-digit',
              minute: '2-digit',
            });
        const to =
          item.kind === 'event'
            ? `/produtor/eventos/${encodeURIComponent(item.id)}/resumo`
            : '/empresa/calendario';
        return (
          <ListItem key={`${item.kind}-${item.id}`} disablePadding divider>
            <ListItemButton component={RouterLink} to={to} sx={{ px: 1 }}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
                  {item.kind === 'event' ? <SchoolOutlined /> : <EventOutlined />}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={item.title}
                secondary={
                  <>
                    {when}
                    {item.place ? ` · ${item.place}` : ''}
                    {' · '}
                    <FormattedMessage id={`attendance.dashboard.kind.${item.kind}`} />
                  </>
                }
                slotProps={{ primary: { sx: { fontWeight: 500 } } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
