import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { CourseStatus } from '@/api/contract/courses';

const COLOR = {
  open: 'success',
  draft: 'default',
  closed: 'warning',
  archived: 'default',
} as const;

/** A course's status in words and colour (open green, closed amber; drafts and archived stay quiet). */
export default function CourseStatusChip({ status }: { status: CourseStatus }) {
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'archived' ? 'outlined' : 'filled'}
      label={<FormattedMessage id={`courses.status.${status}`} />}
    />
  );
}
