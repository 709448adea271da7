import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { FormattedMessage } from 'react-intl';
import { WIDGET_ATTENDANCE, type WidgetAttendance } from '@/api/contract/widget';
import EmptyState from '@/components/states/EmptyState';
import FiguresTable from './FiguresTable';
import WidgetCard from './WidgetCard';

/** Class marks of the last 30 days by status, as a table. */
export default function AttendanceTable({ attendance }: { attendance: WidgetAttendance }) {
  const rows = WIDGET_ATTENDANCE.map((status) => ({
    key: status,
    label: <FormattedMessage id={`widget.attendance.${status}`} />,
    value: attendance[status],
  }));
  return (
    <WidgetCard titleId="widget.attendance.title" subtitleId="widget.period">
      {rows.every((r) => r.value === 0) ? (
        <EmptyState icon={EventNoteOutlined} titleId="widget.attendance.empty" />
      ) : (
        <FiguresTable
          labelId="widget.attendance.title"
          nameId="widget.attendance.status"
          valueId="widget.attendance.marks"
          rows={rows}
        />
      )}
    </WidgetCard>
  );
}
