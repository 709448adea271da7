import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { KanbanPriority } from '@/api/contract/kanban';

const COLOR = { low: 'default', medium: 'info', high: 'error' } as const;

/** How urgent a card or story is, in words and colour. */
export default function PriorityChip({ priority }: { priority: KanbanPriority }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[priority]}
      label={<FormattedMessage id={`kanban.priority.${priority}`} />}
    />
  );
}
