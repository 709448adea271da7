import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CtaLink } from './types';

interface CtaButtonsProps {
  actions: readonly CtaLink[];
  justify?: 'flex-start' | 'center';
  size?: 'medium' | 'large';
}

/** A row of call-to-action links; stacked full width on phones. */
export default function CtaButtons({ actions, justify = 'flex-start', size = 'large' }: CtaButtonsProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: justify, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      {actions.map(({ to, labelId, variant = 'contained', arrow }) => (
        <Button
          key={`${to}-${labelId}`}
          size={size}
          variant={variant}
          component={RouterLink}
          to={to}
          endIcon={arrow ? <ArrowForwardOutlined /> : undefined}
        >
          <FormattedMessage id={labelId} />
        </Button>
      ))}
    </Stack>
  );
}
