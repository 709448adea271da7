import Avatar from '@mui/material/Avatar';
import type { ContactGroup } from '@/api/contract/contact';
import { initials } from '@/utils/initials';

/** Each group its own colour (with its readable label colour, light or dark theme), so a glance at the avatars tells families from suppliers. */
const COLOURS: Record<ContactGroup, 'primary' | 'secondary' | 'success' | 'warning' | 'info'> = {
  team: 'primary',
  teacher: 'secondary',
  family: 'success',
  producer: 'warning',
  supplier: 'info',
};

/** A contact's initials in a circle; decorative, as the name is always written beside it. */
export default function ContactAvatar({
  name,
  group,
  size = 40,
}: {
  name: string;
  group: ContactGroup;
  size?: number;
}) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: `${COLOURS[group]}.main`,
        color: `${COLOURS[group]}.contrastText`,
      }}
    >
      {initials(name)}
    </Avatar>
  );
}
