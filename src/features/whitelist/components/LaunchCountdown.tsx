import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useCountdown } from '@/components/payment/useCountdown';
import { srOnly } from '@/components/srOnly';
import { BRAND } from '@/config';
import { LAUNCH_AT, launchParts, type LaunchParts } from './launch';

const UNITS: readonly { key: keyof LaunchParts; labelId: string }[] = [
  { key: 'days', labelId: 'whitelist.countdown.days' },
  { key: 'hours', labelId: 'whitelist.countdown.hours' },
  { key: 'minutes', labelId: 'whitelist.countdown.minutes' },
  { key: 'seconds', labelId: 'whitelist.countdown.seconds' },
];

/**
 * Days, hours, minutes and seconds to the launch, ticking every second. Screen readers get one sentence
 * to the minute in a timer (not announced as it changes), never the seconds; at zero, the launch news.
 */
export default function LaunchCountdown() {
  const { remainingMs, expired } = useCountdown(LAUNCH_AT);
  const parts = launchParts(remainingMs);

  if (expired) {
    return (
      <Stack spacing={1.5} role="status" sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <Typography variant="h2" component="h2" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
          <FormattedMessage id="whitelist.countdown.launched.title" values={{ brand: BRAND }} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="whitelist.countdown.launched.body" />
        </Typography>
        <Button variant="contained" component={RouterLink} to="/eventos" sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="whitelist.success.events" />
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        <FormattedMessage
          id="whitelist.countdown.launchAt"
          values={{
            date: <FormattedDate value={LAUNCH_AT} dateStyle="long" timeStyle="short" />,
          }}
        />
      </Typography>
      <Box role="timer">
        <Box component="span" sx={srOnly}>
          <FormattedMessage
            id="whitelist.countdown.left"
            values={{ days: parts.days, hours: parts.hours, minutes: parts.minutes }}
          />
        </Box>
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}
        >
          {UNITS.map(({ key, labelId }) => (
            <Box
              key={key}
              data-unit={key}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                textAlign: 'center',
                py: { xs: 1.25, sm: 2 },
                px: 0.5,
              }}
            >
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  fontWeight: 800,
                  fontSize: { xs: '1.6rem', sm: '2.4rem' },
                  lineHeight: 1.1,
                  fontVariantNumeric: 'tabular-nums',
                  color: 'primary.main',
                }}
              >
                {key === 'days' ? parts[key] : String(parts[key]).padStart(2, '0')}
              </Typography>
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                <FormattedMessage id={labelId} values={{ count: parts[key] }} />
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
