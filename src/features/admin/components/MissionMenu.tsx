import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useIntl } from 'react-intl';
import type { Mission } from '@/api/contract/domain';
import RowActionsMenu from './RowActionsMenu';

export type MissionAction = 'edit' | 'duplicate' | 'archive';

/** The actions of one mission row: edit, duplicate and (unless it already is) archive. */
export default function MissionMenu({
  mission,
  onAction,
}: {
  mission: Mission;
  onAction: (action: MissionAction) => void;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <RowActionsMenu<MissionAction>
      label={intl.formatMessage({ id: 'admin.missions.actions' }, { title: mission.title })}
      items={[
        { action: 'edit', icon: EditOutlined, label: text('common.edit'), enabled: true },
        {
          action: 'duplicate',
          icon: ContentCopyOutlined,
          label: text('admin.missions.duplicate'),
          enabled: true,
        },
        {
          action: 'archive',
          icon: ArchiveOutlined,
          label: text('admin.missions.archive'),
          enabled: mission.status !== 'archived',
        },
      ]}
      onAction={onAction}
    />
  );
}
