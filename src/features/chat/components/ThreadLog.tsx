import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import MessageDays, { type ShownMessage } from './MessageDays';

interface ThreadLogProps {
  ref: Ref<HTMLDivElement>;
  onScroll?: () => void;
  /** How the log fills its place in the thread; the scrolling and focus ring are its own. */
  size: { flex: number; minHeight: number } | { height: string };
  /** The other side's name, for the log's label and the empty text. */
  name: string;
  loading: boolean;
  /** Why the thread could not be loaded (an ErrorState with its retry), when it could not. */
  failure?: ReactNode;
  /** The thread is loaded and holds no message. */
  empty: boolean;
  messages: ShownMessage[];
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}

/** The messages of one conversation, grouped by day, as a live log; or its loading, error or empty state. */
export default function ThreadLog({
  ref,
  onScroll,
  size,
  name,
  loading,
  failure,
  empty,
  messages,
  onRetry,
  onDiscard,
}: ThreadLogProps) {
  const intl = useIntl();
  return (
    <Box
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: 'chat.thread.label' }, { name })}
      tabIndex={0}
      sx={{
        ...size,
        overflowY: 'auto',
        py: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {loading && (
        <Stack spacing={1.5} sx={{ p: 2 }} aria-busy="true">
          {[55, 40, 70, 35].map((w, i) => (
            <Skeleton
              key={i}
              variant="rounded"
              height={44}
              width={`${w}%`}
              sx={{ alignSelf: i % 2 ? 'flex-end' : 'flex-start' }}
            />
          ))}
        </Stack>
      )}
      {failure && <Box sx={{ px: 2 }}>{failure}</Box>}
      {empty && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', px: 3, py: 6 }}>
          <FormattedMessage id="chat.thread.empty" values={{ name }} />
        </Typography>
      )}
      <MessageDays messages={messages} onRetry={onRetry} onDiscard={onDiscard} />
    </Box>
  );
}
