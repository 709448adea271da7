import CancelOutlined from '@mui/icons-material/CancelOutlined';
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import { useIntl } from 'react-intl';
import type { ModerationAction } from '@/api/contract/admin';
import RowActionsMenu, { type RowAction } from './RowActionsMenu';

interface ModerationMenuProps {
  /** The event or course title, for the button's accessible name. */
  title: string;
  featured: boolean;
  canFeature: boolean;
  canUnpublish: boolean;
  canCancel: boolean;
  onAction: (action: ModerationAction) => void;
}

/** The moderation actions of one row, in a menu so they fit a phone. */
export default function ModerationMenu({
  title,
  featured,
  canFeature,
  canUnpublish,
  canCancel,
  onAction,
}: ModerationMenuProps) {
  const intl = useIntl();
  const item = (
    action: ModerationAction,
    icon: RowAction<ModerationAction>['icon'],
    enabled: boolean,
  ): RowAction<ModerationAction> => ({
    action,
    icon,
    enabled,
    label: intl.formatMessage({ id: `admin.moderation.action.${action}` }),
    color: action === 'cancel' ? 'error' : undefined,
  });
  const items = [
    featured ? item('unfeature', StarBorderOutlined, true) : item('feature', StarOutlined, canFeature),
    item('unpublish', VisibilityOffOutlined, canUnpublish),
    item('cancel', CancelOutlined, canCancel),
  ];
  return (
    <RowActionsMenu
      label={intl.formatMessage({ id: 'admin.moderation.open' }, { title })}
      items={items}
      onAction={onAction}
    />
  );
}
