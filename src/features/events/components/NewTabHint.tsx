import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';
import { srOnly } from '@/components/srOnly';

/** Tells screen reader users that the link opens a new tab. */
export default function NewTabHint() {
  return (
    <Box component="span" sx={srOnly}>
      <FormattedMessage id="events.newTab" />
    </Box>
  );
}
