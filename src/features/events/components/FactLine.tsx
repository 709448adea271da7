import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FactLineProps {
  icon: ReactNode;
  labelId: string;
  /** Lets long words (addresses, e-mails, links) break anywhere. */
  wrapAnywhere?: boolean;
  children: ReactNode;
}

/** One fact in a list of facts (when, where, phone…): an icon, a small label and the value below it. */
export default function FactLine({ icon, labelId, wrapAnywhere = false, children }: FactLineProps) {
  return (
    <Stack direction="row" spacing={1.5} component="li">
      <Box sx={{ color: 'primary.main', pt: 0.25, lineHeight: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: wrapAnywhere ? 'anywhere' : undefined }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}
