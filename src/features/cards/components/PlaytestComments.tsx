import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ArenaSummary } from '@/api/contract/arena';

/** The latest survey comments, newest first: the rating, the day (in the reader's language) and the text. */
export default function PlaytestComments({ comments }: { comments: ArenaSummary['comments'] }) {
  const intl = useIntl();
  if (comments.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="arena.summary.noComments" />
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {comments.map((c) => (
        <Stack
          component="li"
          key={c.id}
          spacing={0.5}
          sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating
              value={c.rating}
              readOnly
              size="small"
              getLabelText={(rating) => intl.formatMessage({ id: 'arena.summary.commentRating' }, { rating })}
            />
            <Typography variant="caption" color="text.secondary" component="time" dateTime={c.sentAt}>
              {intl.formatDate(c.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {c.comment}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
