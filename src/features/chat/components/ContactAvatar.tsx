import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import type { ChatContact } from '@/api/contract/chat';
import { storageUrl } from '@/api/storage';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A contact's picture, or their initials (families) / an icon (teachers, schools). */
export default function ContactAvatar({ contact, size = 40 }: { contact: ChatContact; size?: number }) {
  const sx = {
    width: size,
    height: size,
    fontSize: size * 0.4,
    bgcolor: contact.kind === 'family' ? 'primary.main' : 'secondary.main',
    color: contact.kind === 'family' ? 'primary.contrastText' : 'secondary.contrastText',
  };
  if (contact.avatarUrl) return <Avatar src={storageUrl(contact.avatarUrl) ?? undefined} alt="" sx={sx} />;
  return (
    <Avatar sx={sx} aria-hidden>
      {contact.kind === 'teacher' ? (
        <CoPresentOutlined fontSize="small" />
      ) : contact.kind === 'school' ? (
        <SchoolOutlined fontSize="small" />
      ) : (
        initials(contact.name)
      )}
    </Avatar>
  );
}
