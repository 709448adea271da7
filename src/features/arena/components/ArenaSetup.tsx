import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { DIFFICULTIES, MAX_ROUNDS, type Difficulty } from '../engine/types';
import type { ArenaDeck } from '../hooks/useArenaDeck';
import { DIFFICULTY_HINT_IDS, DIFFICULTY_LABEL_IDS } from '../difficulty';
import DeckSourceField from './DeckSourceField';

interface ArenaSetupProps {
  difficulty: Difficulty;
  onDifficulty: (difficulty: Difficulty) => void;
  deck: ArenaDeck;
  isGuest: boolean;
  onSource: (source: string) => void;
  onPlay: () => void;
}

const RULE_IDS = ['arena.rules.turn', 'arena.rules.tie', 'arena.rules.super', 'arena.rules.end'] as const;

/** Before a match: the bot's level, the deck, the rules in four lines, and "Jogar". */
export default function ArenaSetup({
  difficulty,
  onDifficulty,
  deck,
  isGuest,
  onSource,
  onPlay,
}: ArenaSetupProps) {
  const levelLabelId = useId();
  const deckHeadingId = useId();
  const rulesHeadingId = useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={3}>
          <FormControl>
            <FormLabel id={levelLabelId} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
              <FormattedMessage id="arena.setup.level" />
            </FormLabel>
            <RadioGroup
              aria-labelledby={levelLabelId}
              name="nivel"
              value={difficulty}
              onChange={(_e, value) => onDifficulty(value as Difficulty)}
            >
              {DIFFICULTIES.map((level) => (
                <FormControlLabel
                  key={level}
                  value={level}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        <FormattedMessage id={DIFFICULTY_LABEL_IDS[level]} />
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary">
                        <FormattedMessage id={DIFFICULTY_HINT_IDS[level]} />
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <section aria-labelledby={deckHeadingId}>
            <Typography id={deckHeadingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              <FormattedMessage id="arena.setup.deck" />
            </Typography>
            <DeckSourceField deck={deck} isGuest={isGuest} onSource={onSource} />
          </section>
          <div>
            <Button
              variant="contained"
              size="large"
              startIcon={<PlayArrowRounded />}
              onClick={onPlay}
              disabled={!deck.deck || deck.loading}
            >
              <FormattedMessage id="arena.setup.play" />
            </Button>
          </div>
        </Stack>
      </Paper>
      <section aria-labelledby={rulesHeadingId}>
        <Typography id={rulesHeadingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          <FormattedMessage id="arena.rules.title" />
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, m: 0 }}>
          {RULE_IDS.map((id) => (
            <Typography key={id} component="li" variant="body2" color="text.secondary">
              <FormattedMessage id={id} values={{ max: MAX_ROUNDS }} />
            </Typography>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
