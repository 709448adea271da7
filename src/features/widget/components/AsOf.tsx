import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseLocalDate } from '@/utils/localDate';

/** The day the figures run up to, under the widgets. */
export default function AsOf({ day }: { day: string }) {
  const intl = useIntl();
  return (
    <Typography variant="body2" color="text.secondary">
      <FormattedMessage
        id="widget.asOf"
        values={{ date: intl.formatDate(parseLocalDate(day), { dateStyle: 'long' }) }}
      />
    </Typography>
  );
}
