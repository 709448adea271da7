import Chip, { type ChipProps } from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { Event } from '@/api/contract/domain';

const COLOR: Record<Event['status'], ChipProps['color']> = {
  draft: 'warning',
  published: 'success',
  cancelled: 'error',
  ended: 'default',
};

/** Draft, published, cancelled or ended, in words and colour (the word carries the meaning). */
export default function EventStatusChip({
  status,
  size = 'small',
}: {
  status: Event['status'];
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      color={COLOR[status]}
      variant={status === 'published' ? 'filled' : 'outlined'}
      label={<FormattedMessage id={`producer.status.${status}`} />}
      sx={{ fontWeight: 600 }}
    />
  );
}
