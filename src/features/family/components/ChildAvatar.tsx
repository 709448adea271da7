import Avatar from '@mui/material/Avatar';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';

/** A child's photo, or their initials on a colour picked from the name (stable across visits). */
export default function ChildAvatar({
  name,
  src,
  size = 48,
}: {
  name: string;
  src: string | null;
  size?: number;
}) {
  let hue = 0;
  for (let i = 0; i < name.length; i += 1) hue = (hue + name.charCodeAt(i)) % 360;
  return (
    <Avatar
      src={storageUrl(src) ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: `hsl(${hue} 45% 38%)`, color: '#fff', fontWeight: 600 }}
    >
      {initials(name)}
    </Avatar>
  );
}
