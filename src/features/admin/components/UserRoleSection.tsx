import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUser } from '@/api/contract/domain';
import { useChangeUserRoleMutation } from '@/api/endpoints/admin';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { useAppSelector } from '@/store/hooks';
import { roleLabelId, ROLES } from '@/store/roles';
import { selectUser } from '@/store/sessionSlice';
import { isRoleCode, ROLE_CODES } from '../roleAccess';
import RoleChangeDialog from './RoleChangeDialog';
import Section from './Section';

/** The user's role, changed after a confirmation that says what the new role can do. */
export default function UserRoleSection({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  // A role without an area of its own (e.g. '1') shows as it is until another is chosen.
  const [next, setNext] = useState<string>(user.role);
  const [confirming, setConfirming] = useState(false);
  const [changeRole, changing] = useChangeUserRoleMutation();
  const self = user.id === me?.id;

  const confirm = async () => {
    if (!isRoleCode(next)) return;
    try {
      await changeRole({ id: user.id, role: next }).unwrap();
      setConfirming(false);
      notify(
        intl.formatMessage(
          { id: 'admin.role.changed' },
          { name: user.name, role: intl.formatMessage({ id: roleLabelId(next) }) },
        ),
        'success',
      );
    } catch (caught) {
      setConfirming(false);
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.role.failed' })), 'error');
    }
  };

  return (
    <Section titleId="admin.role.title">
      <Stack spacing={2}>
        <Typography>
          <FormattedMessage
            id="admin.role.current"
            values={{
              role: intl.formatMessage({ id: roleLabelId(user.role) }),
              b: (text) => <strong>{text}</strong>,
            }}
          />
        </Typography>
        <SelectField
          size="small"
          name="role"
          label={intl.formatMessage({ id: 'admin.role.new' })}
          value={next}
          onChange={(e) => {
            if (isRoleCode(e.target.value)) setNext(e.target.value);
          }}
          disabled={self}
          helperText={self ? intl.formatMessage({ id: 'admin.role.self' }) : undefined}
        >
          {!isRoleCode(user.role) && (
            <MenuItem value={user.role} disabled>
              {intl.formatMessage({ id: 'role.other' })}
            </MenuItem>
          )}
          {ROLE_CODES.map((code) => (
            <MenuItem key={code} value={code}>
              {intl.formatMessage({ id: `role.${code}` })}
            </MenuItem>
          ))}
        </SelectField>
        <Button
          variant="outlined"
          startIcon={<ManageAccountsOutlined />}
          disabled={self || next === user.role || !isRoleCode(next)}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="admin.role.change" />
        </Button>
      </Stack>
      <RoleChangeDialog
        open={confirming && isRoleCode(next)}
        name={user.name}
        from={user.role}
        to={isRoleCode(next) ? next : ROLES.client}
        busy={changing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}
