import CoPresentOutlined from '@mui/icons-material/CoPresentOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import type { ChatContact } from '@/api/contract/chat';
import { storageUrl } from '@/api/storage';
import { initials } from '@/utils/initials';

/** A contact's picture, or their initials (families, producers) / an icon (teachers, schools, Lumi team). */
export default function ContactAvatar({ contact, size = 40 }: { contact: ChatContact; size?: number }) {
  const sx = {
    width: size,
    height: size,
    fontSize: size * 0.4,
    bgcolor: contact.kind === 'family' ? 'primary.main' : 'secondary.main',
    color: contact.kind === 'family' ? 'primary.contrastText' : 'secondary.contrastText',
  };
  const photo = storageUrl(contact.avatarUrl);
  if (photo) return <Avatar src={photo} alt="" sx={sx} />;
  return (
    <Avatar sx={sx} aria-hidden>
      {contact.kind === 'teacher' ? (
        <CoPresentOutlined fontSize="small" />
      ) : contact.kind === 'school' ? (
        <SchoolOutlined fontSize="small" />
      ) : contact.kind === 'team' ? (
        <SupportAgentOutlined fontSize="small" />
      ) : (
        initials(contact.name) || '?'
      )}
    </Avatar>
  );
}
