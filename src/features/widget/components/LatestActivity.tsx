import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WidgetActivity } from '@/api/contract/widget';
import EmptyState from '@/components/states/EmptyState';
import WidgetCard from './WidgetCard';

const ICONS = {
  event: EventAvailableOutlined,
  ticket: ConfirmationNumberOutlined,
  card: StyleOutlined,
  mission: EmojiEventsOutlined,
} as const;

/** The latest things that happened on the platform, newest first, as a timeline. */
export default function LatestActivity({ activity }: { activity: readonly WidgetActivity[] }) {
  const intl = useIntl();
  return (
    <WidgetCard titleId="widget.activity.title">
      {activity.length === 0 ? (
        <EmptyState icon={HistoryOutlined} titleId="widget.activity.empty" />
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activity.map((item, index) => {
            const Icon = ICONS[item.kind];
            return (
              // The list is a snapshot, newest first: position and content name an item.
              <Box component="li" key={`${item.kind}-${item.at}-${String(index)}`} sx={{ py: 1 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
                    <Icon fontSize="small" />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <FormattedMessage
                        id={`widget.activity.${item.kind}`}
                        values={{ title: item.title, quantity: item.quantity }}
                      />
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      <time dateTime={item.at}>
                        {intl.formatDate(item.at, {
                          day: 'numeric',
                          month: 'short',
                          hour: '2-digit',
                          minute: '2-digit',
                        })}
                      </time>
                    </Typography>
                  </Box>
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </WidgetCard>
  );
}
