import Instagram from '@mui/icons-material/Instagram';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { BRAND, SOCIAL_LINKS } from '@/config';

/** The brand's photo-sharing and video pages. */
export default function SocialLinks({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton
        color="inherit"
        size={size}
        component="a"
        href={SOCIAL_LINKS.instagram}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage({ id: 'layout.social.instagram' }, { brand: BRAND })}
      >
        <Instagram fontSize={size} />
      </IconButton>
      <IconButton
        color="inherit"
        size={size}
        component="a"
        href={SOCIAL_LINKS.youtube}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={intl.formatMessage({ id: 'layout.social.youtube' }, { brand: BRAND })}
      >
        <YouTube fontSize={size} />
      </IconButton>
    </Stack>
  );
}
