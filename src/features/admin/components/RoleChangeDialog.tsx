import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { roleLabelId, type RoleCode } from '@/store/roles';
import { ROLE_HOME_TITLE, roleChange } from '../roleAccess';

interface RoleChangeDialogProps {
  open: boolean;
  name: string;
  from: string;
  to: RoleCode;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Confirms a role change by saying what the person will gain and lose in their menu, and where they will land. */
export default function RoleChangeDialog({
  open,
  name,
  from,
  to,
  busy,
  onConfirm,
  onClose,
}: RoleChangeDialogProps) {
  const intl = useIntl();
  const { gains, losses } = roleChange(from, to);
  const list = (ids: string[]) =>
    intl.formatList(
      ids.map((id) => intl.formatMessage({ id })),
      { type: 'conjunction' },
    );
  const roleName = (code: string) => intl.formatMessage({ id: roleLabelId(code) });
  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="admin.role.confirm.title" values={{ name }} />}
      confirmLabel={<FormattedMessage id="admin.role.confirm.action" values={{ role: roleName(to) }} />}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack spacing={1.25}>
        <Typography>
          <FormattedMessage
            id="admin.role.confirm.change"
            values={{ name, from: roleName(from), to: roleName(to), b: (text) => <strong>{text}</strong> }}
          />
        </Typography>
        {gains.length > 0 && (
          <Typography>
            <FormattedMessage id="admin.role.confirm.gains" values={{ items: list(gains) }} />
          </Typography>
        )}
        {losses.length > 0 && (
          <Typography>
            <FormattedMessage id="admin.role.confirm.losses" values={{ items: list(losses) }} />
          </Typography>
        )}
        <Typography>
          <FormattedMessage
            id="admin.role.confirm.home"
            values={{ page: intl.formatMessage({ id: ROLE_HOME_TITLE[to] }) }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.role.confirm.when" />
        </Typography>
      </Stack>
    </ConfirmDialog>
  );
}
