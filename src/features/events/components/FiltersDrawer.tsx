import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  total: number | null;
  children: ReactNode;
}

/** On phones the filters open from the bottom; the results behind update as they change. */
export default function FiltersDrawer({ open, onClose, total, children }: FiltersDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '88vh' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}
      >
        <Typography id={titleId} variant="h3" component="h2">
          <FormattedMessage id="events.filters.title" />
        </Typography>
        <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'events.filters.close' })}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pt: 1, pb: 2, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ p: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth size="large" onClick={onClose}>
          {total === null ? (
            <FormattedMessage id="events.filters.apply" />
          ) : (
            <FormattedMessage id="events.filters.showResults" values={{ count: total }} />
          )}
        </Button>
      </Box>
    </Drawer>
  );
}
