import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { APP_VERSION, BRAND } from '@/config';
import SocialLinks from '../components/SocialLinks';

export default function Footer() {
  return (
    <Stack
      component="footer"
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        pt: 3,
        pb: 1,
        color: 'text.secondary',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          <FormattedMessage
            id="layout.footer.copyright"
            values={{ year: new Date().getFullYear(), brand: BRAND }}
          />
        </Typography>
        {/* Drawn as a small outlined chip without MUI's Chip, which no page needs for the footer alone. */}
        <Typography
          variant="caption"
          sx={{
            px: 1,
            lineHeight: '22px',
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            color: 'text.primary',
          }}
        >
          {APP_VERSION}
        </Typography>
      </Stack>
      <SocialLinks size="small" />
    </Stack>
  );
}
