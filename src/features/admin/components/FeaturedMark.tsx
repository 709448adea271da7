import StarOutlined from '@mui/icons-material/StarOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** "Destaque" with a star, in a grid cell. */
export default function FeaturedMark() {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <StarOutlined fontSize="small" color="warning" aria-hidden />
      <Typography variant="body2" component="span">
        <FormattedMessage id="admin.featured.yes" />
      </Typography>
    </Stack>
  );
}
