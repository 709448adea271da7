import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { groupByDay, relativeDay } from '../grouping';
import MessageBubble, { type BubbleStatus } from './MessageBubble';

/** A message as a thread shows it: saved, or still on its way from this page. */
export interface ShownMessage {
  id: string;
  key: string;
  text: string;
  at: string;
  mine: boolean;
  status: BubbleStatus;
  error: string | null;
  /** Set while it is this page's own message not saved yet (it can be retried or discarded). */
  clientId: string | null;
}

function DayLabel({ day }: { day: string }) {
  const relative = relativeDay(day);
  if (relative !== 'other') return <FormattedMessage id={`chat.day.${relative}`} />;
  return <FormattedDate value={`${day}T12:00:00`} weekday="long" day="numeric" month="long" />;
}

/** Messages in runs of the same day, each run under its day ("Hoje", "Ontem", a date). */
export default function MessageDays({
  messages,
  onRetry,
  onDiscard,
}: {
  messages: ShownMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const groups = useMemo(() => groupByDay(messages), [messages]);
  return groups.map((group) => (
    <Box key={group.day}>
      <Divider sx={{ my: 1.5, px: 2, '&::before, &::after': { borderColor: 'divider' } }}>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
        >
          <DayLabel day={group.day} />
        </Typography>
      </Divider>
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {group.items.map((m) => (
          <MessageBubble
            key={m.key}
            text={m.text}
            at={m.at}
            mine={m.mine}
            status={m.status}
            error={m.error}
            onRetry={m.clientId ? () => onRetry(m.id) : undefined}
            onDiscard={m.clientId ? () => onDiscard(m.id) : undefined}
          />
        ))}
      </Box>
    </Box>
  ));
}
