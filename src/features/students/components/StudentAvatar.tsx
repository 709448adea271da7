import Avatar from '@mui/material/Avatar';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';

/**
 * A student's picture or initials, decorative beside the written name: in the primary colour while
 * enrolled, on the theme's quiet avatar surface once inactive (both readable at WCAG's 4.5:1).
 */
export default function StudentAvatar({
  name,
  avatarUrl,
  active,
  size,
  mt,
}: {
  name: string;
  avatarUrl?: string | null;
  active: boolean;
  size: number;
  /** Space above, to line up with a heading's first line. */
  mt?: number;
}) {
  return (
    <Avatar
      src={storageUrl(avatarUrl) ?? undefined}
      aria-hidden
      sx={{
        width: size,
        height: size,
        mt,
        fontSize: size * 0.4,
        ...(active
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { color: 'text.secondary' }),
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
