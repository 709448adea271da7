import LockOutlined from '@mui/icons-material/LockOutlined';
import EmptyState from '@/components/states/EmptyState';

/** What a widget shows to a role that may not read its numbers: said plainly, never a broken widget. */
export default function NotAvailable() {
  return (
    <EmptyState icon={LockOutlined} titleId="widget.notAvailable.title" bodyId="widget.notAvailable.body" />
  );
}
