import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

interface UsersBulkBarProps {
  count: number;
  busy: boolean;
  onBlock: (blocked: boolean) => void;
  onClear: () => void;
}

/** What can be done to the ticked users: block, unblock or untick them all. */
export default function UsersBulkBar({ count, busy, onBlock, onClear }: UsersBulkBarProps) {
  const intl = useIntl();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      role="region"
      aria-label={intl.formatMessage({ id: 'admin.users.bulk.region' })}
      sx={{
        px: 2,
        py: 1.25,
        alignItems: { sm: 'center' },
        bgcolor: 'action.selected',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 600, flexGrow: 1 }} aria-live="polite">
        <FormattedMessage id="admin.users.bulk.selected" values={{ count }} />
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          color="error"
          variant="contained"
          startIcon={<BlockOutlined />}
          loading={busy}
          onClick={() => onBlock(true)}
        >
          <FormattedMessage id="admin.users.bulk.block" />
        </Button>
        <Button
          variant="outlined"
          startIcon={<LockOpenOutlined />}
          disabled={busy}
          onClick={() => onBlock(false)}
        >
          <FormattedMessage id="admin.users.bulk.unblock" />
        </Button>
        <Button onClick={onClear}>
          <FormattedMessage id="admin.users.bulk.clear" />
        </Button>
      </Stack>
    </Stack>
  );
}
