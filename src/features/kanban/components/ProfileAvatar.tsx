import Avatar from '@mui/material/Avatar';
import type { KanbanProfile } from '@/api/contract/kanban';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';

/** A team member's picture or initials; decorative where the name is written beside it. */
export default function ProfileAvatar({
  profile,
  size = 28,
  decorative = false,
}: {
  profile: KanbanProfile;
  size?: number;
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={storageUrl(profile.avatar) ?? undefined}
      alt={decorative ? '' : profile.name}
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials(profile.name)}
    </Avatar>
  );
}
