import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import HorizontalRuleOutlined from '@mui/icons-material/HorizontalRuleOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { trendOf } from './trend';

const LOOK = {
  up: { Icon: ArrowUpwardOutlined, color: 'success.main' },
  down: { Icon: ArrowDownwardOutlined, color: 'error.main' },
  flat: { Icon: HorizontalRuleOutlined, color: 'text.secondary' },
  new: { Icon: ArrowUpwardOutlined, color: 'success.main' },
  none: { Icon: HorizontalRuleOutlined, color: 'text.secondary' },
} as const;

/**
 * The trend in words (the arrow only repeats it, in colour): "Alta de 12% sobre os 30 dias anteriores".
 * The words keep the text colour so they read in every theme and mode.
 */
export default function Trend({ current, previous }: { current: number; previous: number }) {
  const intl = useIntl();
  const { kind, share } = trendOf(current, previous);
  const { Icon, color } = LOOK[kind];
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
      <Box aria-hidden sx={{ color, display: 'flex' }}>
        <Icon fontSize="small" />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        <FormattedMessage
          id={`widget.trend.${kind}`}
          values={{ percent: intl.formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }) }}
        />
      </Typography>
    </Stack>
  );
}
