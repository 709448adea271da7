import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SentimentDissatisfiedOutlined from '@mui/icons-material/SentimentDissatisfiedOutlined';
import ShuffleOutlined from '@mui/icons-material/ShuffleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MatchResult } from '../engine/types';

const LOOK = {
  won: { icon: EmojiEventsOutlined, titleId: 'arena.result.won', color: 'success.main' },
  lost: { icon: SentimentDissatisfiedOutlined, titleId: 'arena.result.lost', color: 'error.main' },
  draw: { icon: HandshakeOutlined, titleId: 'arena.result.draw', color: 'warning.main' },
} as const;

interface ArenaResultProps {
  result: MatchResult;
  rounds: number;
  counts: { player: number; bot: number };
  difficultyLabel: string;
  headingRef: Ref<HTMLHeadingElement>;
  onRematch: () => void;
  onReplay: () => void;
  onSetup: () => void;
  /** Whether the result reached the server (signed-in players only). */
  status?: ReactNode;
}

/** The winner screen: who won, in how many rounds, and the ways to play again. */
export default function ArenaResult(props: ArenaResultProps) {
  const { result, rounds, counts, difficultyLabel, headingRef, onRematch, onReplay, onSetup, status } = props;
  const { icon: Icon, titleId, color } = LOOK[result];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, maxWidth: 640 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ fontSize: 48, lineHeight: 0, color }} aria-hidden>
            <Icon fontSize="inherit" />
          </Box>
          <div>
            <Typography
              ref={headingRef}
              tabIndex={-1}
              variant="h2"
              sx={{ fontSize: { xs: '1.4rem', sm: '1.7rem' }, outline: 'none' }}
            >
              <FormattedMessage id={titleId} />
            </Typography>
            <Typography color="text.secondary">
              <FormattedMessage
                id="arena.result.summary"
                values={{ rounds, player: counts.player, bot: counts.bot, level: difficultyLabel }}
              />
            </Typography>
          </div>
        </Stack>
        {status}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<ShuffleOutlined />} onClick={onRematch}>
            <FormattedMessage id="arena.result.rematch" />
          </Button>
          <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={onReplay}>
            <FormattedMessage id="arena.result.replay" />
          </Button>
          <Button startIcon={<TuneOutlined />} onClick={onSetup}>
            <FormattedMessage id="arena.result.setup" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
