import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminUser } from '@/api/contract/domain';
import { useBlockUserMutation, useForcePasswordResetMutation } from '@/api/endpoints/admin';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';
import Section from './Section';

/** Blocking the account and forcing a new password, each after a confirmation. */
export default function UserAccessSection({ user }: { user: AdminUser }) {
  const intl = useIntl();
  const me = useAppSelector(selectUser);
  const [asking, setAsking] = useState<'block' | 'reset' | null>(null);
  const [blockUser, blocking] = useBlockUserMutation();
  const [forceReset, resetting] = useForcePasswordResetMutation();
  const self = user.id === me?.id;
  const blocked = user.status === 'blocked';
  const values = {
    name: user.name,
    email: user.email_address,
    b: (text: ReactNode[]) => <strong>{text}</strong>,
  };

  const toggleBlock = async () => {
    try {
      await blockUser({ id: user.id, blocked: !blocked }).unwrap();
      notify(
        intl.formatMessage(
          { id: blocked ? 'admin.access.unblocked' : 'admin.access.blocked' },
          { name: user.name },
        ),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.access.failed' })), 'error');
    } finally {
      setAsking(null);
    }
  };

  const requestReset = async () => {
    try {
      const { msg } = await forceReset(user.id).unwrap();
      notify(
        msg || intl.formatMessage({ id: 'admin.access.resetSent' }, { email: user.email_address }),
        'success',
      );
    } catch (caught) {
      notify(apiErrorText(intl, caught, intl.formatMessage({ id: 'admin.access.failed' })), 'error');
    } finally {
      setAsking(null);
    }
  };

  return (
    <Section titleId="admin.access.title">
      <Stack spacing={2}>
        <Alert severity={blocked ? 'error' : 'success'} variant="outlined">
          <FormattedMessage id={blocked ? 'admin.access.isBlocked' : 'admin.access.isActive'} />
        </Alert>
        {user.mustResetPassword && (
          <Alert severity="warning" variant="outlined">
            <FormattedMessage id="admin.access.resetPending" />
          </Alert>
        )}
        <Button
          variant={blocked ? 'contained' : 'outlined'}
          color={blocked ? 'primary' : 'error'}
          startIcon={blocked ? <LockOpenOutlined /> : <BlockOutlined />}
          disabled={self}
          onClick={() => setAsking('block')}
        >
          <FormattedMessage id={blocked ? 'admin.access.unblock' : 'admin.access.block'} />
        </Button>
        <Button variant="outlined" startIcon={<LockResetOutlined />} onClick={() => setAsking('reset')}>
          <FormattedMessage id="admin.access.reset" />
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking === 'block'}
        title={
          <FormattedMessage
            id={blocked ? 'admin.access.unblock.title' : 'admin.access.block.title'}
            values={values}
          />
        }
        confirmLabel={<FormattedMessage id={blocked ? 'admin.access.unblock' : 'admin.access.block'} />}
        destructive={!blocked}
        busy={blocking.isLoading}
        onConfirm={() => void toggleBlock()}
        onClose={() => setAsking(null)}
      >
        <FormattedMessage
          id={blocked ? 'admin.access.unblock.body' : 'admin.access.block.body'}
          values={values}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reset'}
        title={<FormattedMessage id="admin.access.reset.title" values={values} />}
        confirmLabel={<FormattedMessage id="admin.access.reset.confirm" />}
        busy={resetting.isLoading}
        onConfirm={() => void requestReset()}
        onClose={() => setAsking(null)}
      >
        <FormattedMessage id="admin.access.reset.body" values={values} />
      </ConfirmDialog>
    </Section>
  );
}
