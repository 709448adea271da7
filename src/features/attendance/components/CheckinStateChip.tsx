import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PendingOutlined from '@mui/icons-material/PendingOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { SessionSummary } from '@/api/contract/attendance';

/** "Não iniciada", "12 de 40" or "Concluída": how far a session's roll call went. */
export default function CheckinStateChip({
  summary,
}: {
  summary: Pick<SessionSummary, 'state' | 'marked' | 'enrolled'>;
}) {
  const intl = useIntl();
  if (summary.state === 'done')
    return (
      <Chip
        size="small"
        color="success"
        icon={<CheckCircleOutlined />}
        label={intl.formatMessage({ id: 'attendance.state.done' })}
      />
    );
  if (summary.state === 'partial')
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<PendingOutlined />}
        label={intl.formatMessage(
          { id: 'attendance.state.partial' },
          { marked: summary.marked, total: summary.enrolled },
        )}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<RadioButtonUncheckedOutlined />}
      label={intl.formatMessage({ id: 'attendance.state.notStarted' })}
    />
  );
}
