import Avatar from '@mui/material/Avatar';
import type { PersonKind } from '@/api/contract/user';
import { initials } from '@/utils/initials';
import { KIND_COLOUR } from '../people';

interface PersonAvatarProps {
  name: string;
  /** Unknown for the signed-in user's own comments: the theme's neutral colour. */
  kind?: PersonKind;
  size?: number;
  /** A picture (the signed-in user's photo); the initials otherwise. */
  src?: string;
}

/** Initials (or a photo) in a circle. Decorative: the name is always written beside it. */
export default function PersonAvatar({ name, kind, size = 40, src }: PersonAvatarProps) {
  const colour = kind ? KIND_COLOUR[kind] : 'info';
  return (
    <Avatar
      aria-hidden
      src={src}
      alt=""
      sx={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.38),
        bgcolor: `${colour}.main`,
        color: `${colour}.contrastText`,
        flexShrink: 0,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
