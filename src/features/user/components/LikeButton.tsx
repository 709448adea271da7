import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';

interface LikeButtonProps {
  liked: boolean;
  likes: number;
  /** The button's name, with `{name}` (whose post, comment or reply) and `{count}`. */
  labelId: string;
  name: string;
  busy: boolean;
  onToggle: () => void;
}

/** A like that toggles: pressed when the user likes it, with the count beside the heart. */
export default function LikeButton({ liked, likes, labelId, name, busy, onToggle }: LikeButtonProps) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      color={liked ? 'error' : 'inherit'}
      startIcon={liked ? <Favorite /> : <FavoriteBorder />}
      aria-pressed={liked}
      aria-label={intl.formatMessage({ id: labelId }, { name, count: likes })}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
      sx={{ minHeight: 44, minWidth: 44 }}
    >
      {intl.formatNumber(likes)}
    </Button>
  );
}
