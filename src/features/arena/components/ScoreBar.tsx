import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { MAX_ROUNDS } from '../engine/types';

interface ScoreBarProps {
  counts: { player: number; bot: number; pot: number };
  round: number;
}

const PILES = [
  { key: 'player', labelId: 'arena.piles.you', color: 'primary.main' },
  { key: 'pot', labelId: 'arena.piles.pot', color: 'warning.main' },
  { key: 'bot', labelId: 'arena.piles.bot', color: 'secondary.main' },
] as const;

/** How many cards each side and the table hold, and how far the match has gone. */
export default function ScoreBar({ counts, round }: ScoreBarProps) {
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'stretch', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', maxWidth: 640 }}
    >
      <Box component="dl" sx={{ display: 'flex', gap: 1, m: 0 }}>
        {PILES.map(({ key, labelId, color }) => (
          <Box
            key={key}
            sx={{
              px: 1.25,
              py: 0.25,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              borderLeft: 4,
              borderLeftColor: color,
              minWidth: 64,
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.2 }}>
              <FormattedMessage id={labelId} />
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, lineHeight: 1.3 }}>
              <FormattedMessage id="arena.piles.count" values={{ count: counts[key] }} />
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        <FormattedMessage id="arena.table.round" values={{ round, max: MAX_ROUNDS }} />
      </Typography>
    </Stack>
  );
}
