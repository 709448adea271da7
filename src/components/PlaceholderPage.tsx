import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useRouteHandle } from '@/hooks/useRouteHandle';

/** An honest placeholder: names the page and what it will hold, until its issue builds it. */
export default function PlaceholderPage() {
  const handle = useRouteHandle();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 760, mx: 'auto', my: { xs: 2, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Chip
          icon={<ConstructionOutlined />}
          label={<FormattedMessage id="placeholder.badge" />}
          color="warning"
          variant="outlined"
        />
        <Typography variant="h1" component="h1">
          <FormattedMessage id={handle?.titleId ?? 'route.home'} />
        </Typography>
        {handle?.descriptionId && (
          <Typography color="text.secondary">
            <FormattedMessage id={handle.descriptionId} />
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
