import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

interface NotFoundStateProps {
  titleId: string;
  bodyId: string;
  backTo: string;
  backLabelId: string;
}

/** A page whose record does not exist: says so in its h1 and offers the way back. */
export default function NotFoundState({ titleId, bodyId, backTo, backLabelId }: NotFoundStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Box sx={{ fontSize: 64, color: 'text.secondary', lineHeight: 0 }} aria-hidden>
        <SearchOffOutlined fontSize="inherit" />
      </Box>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        <FormattedMessage id={bodyId} />
      </Typography>
      <Box sx={{ pt: 1 }}>
        <Button variant="contained" component={RouterLink} to={backTo} startIcon={<ArrowBackOutlined />}>
          <FormattedMessage id={backLabelId} />
        </Button>
      </Box>
    </Stack>
  );
}
