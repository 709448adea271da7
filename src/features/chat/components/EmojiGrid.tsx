import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { useIntl } from 'react-intl';

/** A small, curated set: what a school, a family or a producer says most. */
const EMOJIS = '😀 😊 😂 😉 😍 🥰 😎 🤔 😮 😢 🙏 👍 👏 🙌 💪 👋 ❤️ 🎉 ⭐ ✅ 📚 🎒 🎟️ 📅'.split(' ');

interface EmojiGridProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onPick: (emoji: string) => void;
}

/** The composer's emoji grid, in a popover over its button: a button per emoji. */
export default function EmojiGrid({ anchor, onClose, onPick }: EmojiGridProps) {
  const intl = useIntl();
  return (
    <Popover
      open={anchor != null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box
        role="group"
        aria-label={intl.formatMessage({ id: 'chat.composer.emojiGrid' })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 36px)', gap: 0.25, p: 1 }}
      >
        {EMOJIS.map((emoji) => (
          <ButtonBase
            key={emoji}
            onClick={() => {
              onClose();
              onPick(emoji);
            }}
            sx={{
              width: 36,
              height: 36,
              fontSize: 22,
              borderRadius: 1,
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            }}
          >
            {emoji}
          </ButtonBase>
        ))}
      </Box>
    </Popover>
  );
}
