import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** A calm note where a list has nothing to show yet. */
export default function QuietNote({ id }: { id: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, color: 'text.secondary' }}>
      <Typography>
        <FormattedMessage id={id} />
      </Typography>
    </Paper>
  );
}
