import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import CategoryChip from './CategoryChip';
import EventCover from './EventCover';
import EventPrice from './EventPrice';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
      {icon}
      <Typography variant="body2" noWrap>
        {children}
      </Typography>
    </Stack>
  );
}

interface EventCardProps {
  event: Event;
  to: string;
  /** Level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Router state for the event page (the catalogue passes its filters so "back" keeps them). */
  state?: unknown;
}

/** One event of a list: the whole card is one link, its title is the link's name. */
export default function EventCard({ event, to, headingLevel = 'h2', state }: EventCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={to}
        state={state}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <EventCover title={event.title} category={event.category} coverUrl={event.coverUrl} height={132}>
          <CategoryChip category={event.category} />
        </EventCover>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
          <Typography
            variant="h4"
            component={headingLevel}
            sx={{
              fontSize: '1.05rem',
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {event.title}
          </Typography>
          <Fact icon={<ScheduleOutlined fontSize="small" />}>
            <FormattedDate
              value={event.startsAt}
              weekday="short"
              day="numeric"
              month="short"
              hour="2-digit"
              minute="2-digit"
            />
          </Fact>
          <Fact
            icon={event.venue ? <PlaceOutlined fontSize="small" /> : <LanguageOutlined fontSize="small" />}
          >
            {event.venue ? (
              `${event.venue.city} - ${event.venue.state}`
            ) : (
              <FormattedMessage id="events.card.online" />
            )}
          </Fact>
          <EventPrice priceFrom={event.priceFrom} sx={{ mt: 'auto', pt: 0.5, fontWeight: 700 }} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
