import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ENDPOINTS } from '@/api/contract/endpoints';
import type { DemoToolsPlacement } from '@/hooks/useDemoTools';
import { db, SEED_FLAG_KEY } from './db/database';
import { readFaults, writeFaults, type FaultConfig } from './faults';

type StatusChoice =
  '' | 'network' | 'malformed' | '400' | '401' | '403' | '404' | '409' | '422' | '500' | '503';
const STATUS_CHOICES: StatusChoice[] = [
  '',
  'network',
  'malformed',
  '400',
  '401',
  '403',
  '404',
  '409',
  '422',
  '500',
  '503',
];

function toStatus(choice: StatusChoice): number | 'network' | 'malformed' | undefined {
  if (choice === '') return undefined;
  if (choice === 'network' || choice === 'malformed') return choice;
  return Number(choice);
}

/**
 * Where the demo tools are opened from. Nothing floats over the page: in the signed-in shell they are a
 * section of the customization drawer, on public pages a link in the footer.
 */
function DemoToolsEntry({ placement, onOpen }: { placement: DemoToolsPlacement; onOpen: () => void }) {
  const id = useId();
  if (placement === 'footer') {
    return (
      <Link
        component="button"
        type="button"
        data-demo-tools
        variant="body2"
        color="inherit"
        onClick={onOpen}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
      >
        <BugReportOutlined fontSize="small" aria-hidden />
        <FormattedMessage id="dev.open" />
      </Link>
    );
  }
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-demo-tools sx={{ p: 2 }}>
      <Typography id={`${id}-title`} variant="h4" component="h3" gutterBottom>
        <FormattedMessage id="dev.open" />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        <FormattedMessage id="dev.section.body" />
      </Typography>
      <Button variant="outlined" startIcon={<BugReportOutlined />} onClick={onOpen}>
        <FormattedMessage id="dev.section.open" />
      </Button>
    </Box>
  );
}

/** Mock mode only: fault injection (`lumi-mock`), the seed size, and "reset demo data". */
export default function DevPanel({ placement }: { placement: DemoToolsPlacement }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [config, setConfig] = useState<FaultConfig>(readFaults);
  const [endpointKey, setEndpointKey] = useState('');
  const [large, setLarge] = useState(() => localStorage.getItem(SEED_FLAG_KEY) === 'large');

  const save = (next: FaultConfig) => {
    setConfig(next);
    writeFaults(next);
  };
  const statusLabel = (choice: StatusChoice) =>
    choice === ''
      ? intl.formatMessage({ id: 'dev.status.none' })
      : choice === 'network'
        ? intl.formatMessage({ id: 'dev.status.network' })
        : choice === 'malformed'
          ? intl.formatMessage({ id: 'dev.status.malformed' })
          : choice;

  return (
    <>
      <DemoToolsEntry placement={placement} onOpen={() => setOpen(true)} />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="dev-panel-title"
      >
        <DialogTitle id="dev-panel-title">
          <FormattedMessage id="dev.title" />
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Alert severity="info" variant="outlined" role="note">
              <FormattedMessage id="dev.intro" />
            </Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={intl.formatMessage({ id: 'dev.latency' })}
                type="number"
                value={config.latencyMs ?? 0}
                slotProps={{ htmlInput: { min: 0, max: 60000, step: 100 } }}
                onChange={(e) =>
                  save({ ...config, latencyMs: Math.max(0, Math.min(60000, Number(e.target.value) || 0)) })
                }
                fullWidth
              />
              <TextField
                label={intl.formatMessage({ id: 'dev.errorRate' })}
                type="number"
                value={Math.round((config.errorRate ?? 0) * 100)}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 5 } }}
                onChange={(e) =>
                  save({
                    ...config,
                    errorRate: Math.max(0, Math.min(100, Number(e.target.value) || 0)) / 100,
                  })
                }
                fullWidth
              />
              <SelectField
                label={intl.formatMessage({ id: 'dev.errorStatus' })}
                value={String(config.errorStatus ?? '503')}
                onChange={(e) => save({ ...config, errorStatus: toStatus(e.target.value as StatusChoice) })}
                fullWidth
              >
                {STATUS_CHOICES.filter((c) => c !== '').map((c) => (
                  <MenuItem key={c} value={c}>
                    {statusLabel(c)}
                  </MenuItem>
                ))}
              </SelectField>
            </Stack>
            <Divider />
            <Typography variant="h4" component="h3">
              <FormattedMessage id="dev.endpoints" />
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <SelectField
                label={intl.formatMessage({ id: 'dev.endpoint' })}
                value={endpointKey}
                onChange={(e) => setEndpointKey(e.target.value)}
                fullWidth
              >
                {ENDPOINTS.map((ep) => (
                  <MenuItem key={`${ep.method} ${ep.path}`} value={`${ep.method} ${ep.path}`}>
                    {ep.method} {ep.path}
                  </MenuItem>
                ))}
              </SelectField>
              <SelectField
                label={intl.formatMessage({ id: 'dev.endpointStatus' })}
                value=""
                disabled={!endpointKey}
                onChange={(e) => {
                  const status = toStatus(e.target.value as StatusChoice);
                  const { [endpointKey]: previous, ...others } = config.endpoints ?? {};
                  save({
                    ...config,
                    endpoints:
                      status === undefined ? others : { ...others, [endpointKey]: { ...previous, status } },
                  });
                }}
                sx={{ minWidth: 160 }}
              >
                {STATUS_CHOICES.map((c) => (
                  <MenuItem key={c || 'none'} value={c}>
                    {statusLabel(c)}
                  </MenuItem>
                ))}
              </SelectField>
            </Stack>
            {Object.entries(config.endpoints ?? {}).map(([key, value]) => (
              <Stack key={key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography
                  variant="body2"
                  sx={{ flexGrow: 1, fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {key} → {String(value.status ?? '')}
                </Typography>
                <IconButton
                  aria-label={intl.formatMessage({ id: 'dev.removeOverride' }, { endpoint: key })}
                  onClick={() => {
                    const { [key]: _removed, ...endpoints } = config.endpoints ?? {};
                    save({ ...config, endpoints });
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            <Divider />
            <Box>
              <Button
                variant="outlined"
                onClick={() => {
                  const next = !large;
                  setLarge(next);
                  if (next) localStorage.setItem(SEED_FLAG_KEY, 'large');
                  else localStorage.removeItem(SEED_FLAG_KEY);
                  db.reset();
                  window.location.reload();
                }}
              >
                <FormattedMessage id={large ? 'dev.seed.normal' : 'dev.seed.large'} />
              </Button>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (!window.confirm(intl.formatMessage({ id: 'dev.reset.confirm' }))) return;
              db.reset();
              writeFaults({});
              window.location.assign('/');
            }}
          >
            <FormattedMessage id="dev.reset" />
          </Button>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => save({})}>
              <FormattedMessage id="dev.clearFaults" />
            </Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              <FormattedMessage id="common.close" />
            </Button>
          </Stack>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * Mock mode only, when the in-browser API could not start (its worker was not registered): the page says
 * the demo could not start and offers a reload, instead of every page failing on its own.
 */
export function MockApiUnavailable() {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          <FormattedMessage id="dev.unavailable.reload" />
        </Button>
      }
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        maxWidth: 640,
        mx: 'auto',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 6,
      }}
    >
      <AlertTitle>
        <FormattedMessage id="dev.unavailable.title" />
      </AlertTitle>
      <FormattedMessage id="dev.unavailable.body" />
    </Alert>
  );
}
