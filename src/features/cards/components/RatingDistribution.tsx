import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/**
 * How many surveys gave each rating, five stars first, as a list of bars. Every bar says its number in
 * text beside it, so the list reads the same without the picture.
 */
export default function RatingDistribution({ distribution }: { distribution: readonly number[] }) {
  const intl = useIntl();
  const total = distribution.reduce((sum, n) => sum + n, 0);
  const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: distribution[stars - 1] ?? 0 }));
  return (
    <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ stars, count }) => {
        const share = total > 0 ? count / total : 0;
        return (
          <Stack
            component="li"
            key={stars}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
            data-testid={`rating-${stars}`}
          >
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', width: 96, flexShrink: 0 }}>
              <StarRounded fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
              <Typography variant="body2">
                <FormattedMessage id="arena.summary.stars" values={{ stars }} />
              </Typography>
            </Stack>
            <Box aria-hidden sx={{ flexGrow: 1, height: 10, borderRadius: 5, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  width: `${Math.round(share * 100)}%`,
                  height: '100%',
                  borderRadius: 5,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
            <Typography
              variant="body2"
              sx={{ width: 80, flexShrink: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
            >
              <FormattedMessage
                id="arena.summary.distributionCount"
                values={{
                  count,
                  share: intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }),
                }}
              />
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
