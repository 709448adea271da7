import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { AdminUser } from '@/api/contract/domain';

/** Active or blocked, in words and colour (never colour alone). */
export default function UserStatusChip({ status }: { status: AdminUser['status'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'error'}
      icon={status === 'active' ? undefined : <BlockOutlined />}
      label={<FormattedMessage id={`admin.user.status.${status}`} />}
    />
  );
}
