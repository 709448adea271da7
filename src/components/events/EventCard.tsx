import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Event } from '@/api/contract/domain';
import CategoryChip from './CategoryChip';
import { EVENT_CARD_COVER } from './EventCardSkeleton';
import EventCover from './EventCover';
import { eventCityText, eventDateText } from './eventText';
import WhenWhereLines from './WhenWhereLines';

interface EventCardProps {
  event: Pick<Event, 'title' | 'category' | 'coverUrl' | 'startsAt' | 'venue'>;
  /** Where the card leads: the public event page, or the seller's page for the event. */
  to: string;
  /** Router state for that page (the catalogue passes its filters so "back" keeps them). */
  state?: unknown;
  /** Level of the title in the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Over the cover's top right corner, beside the category: the seller sees the event's status. */
  status?: ReactNode;
  /** The card's last line, inside its link: the price for the public. */
  footer?: ReactNode;
  /** Below the link, for what may not sit inside one: the seller's numbers and buttons. */
  actions?: ReactNode;
}

/**
 * An event in any list (the home, the catalogue, a school's page, the seller's events): its cover with
 * the category, the title, when ("sáb., 13 de dez. · 14:00") and where ("São Paulo, SP"). The card is
 * one link named by its content; what differs between lists goes in its slots. Uses the `events` unit.
 */
export default function EventCard({
  event,
  to,
  state,
  headingLevel = 'h3',
  status,
  footer,
  actions,
}: EventCardProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        state={state}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <EventCover
          title={event.title}
          category={event.category}
          coverUrl={event.coverUrl}
          height={EVENT_CARD_COVER}
        >
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <CategoryChip category={event.category} />
            {status && (
              // The paper behind keeps an outlined chip readable over any cover.
              <Box sx={{ bgcolor: 'background.paper', borderRadius: 4, boxShadow: 1, lineHeight: 0 }}>
                {status}
              </Box>
            )}
          </Stack>
        </EventCover>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1, p: 2 }}>
          <Typography
            id={headingId}
            variant="h4"
            component={headingLevel}
            sx={{
              fontSize: '1.05rem',
              lineHeight: 1.35,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {event.title}
          </Typography>
          <WhenWhereLines
            when={eventDateText(intl, event.startsAt)}
            dateTime={event.startsAt}
            place={eventCityText(event.venue)}
            onlineLabel={<FormattedMessage id="events.card.online" />}
          />
          {footer && <Box sx={{ mt: 'auto', pt: 0.5 }}>{footer}</Box>}
        </CardContent>
      </CardActionArea>
      {actions && <Box sx={{ px: 2, pb: 2, pt: 1.5 }}>{actions}</Box>}
    </Card>
  );
}
