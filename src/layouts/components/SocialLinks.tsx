import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { BRAND, SOCIAL_LINKS } from '@/config';

const LINKS = [
  { href: SOCIAL_LINKS.instagram, labelId: 'layout.social.instagram', Icon: Instagram },
  { href: SOCIAL_LINKS.youtube, labelId: 'layout.social.youtube', Icon: YouTube },
] as const;

/** The brand's photo-sharing and video pages. */
export default function SocialLinks({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={0.5}>
      {LINKS.map(({ href, labelId, Icon }) => (
        <IconButton
          key={href}
          color="inherit"
          size={size}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: labelId }, { brand: BRAND })}
        >
          <Icon fontSize={size} />
        </IconButton>
      ))}
    </Stack>
  );
}
