import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetEventTicketsQuery } from '@/api/endpoints/events';
import CameraScanner from '../ops/CameraScanner';
import CheckinCounts from '../ops/CheckinCounts';
import { useCheckinDeps } from '../ops/checkinDeps';
import NameCheckin from '../ops/NameCheckin';
import { useEventId } from '../ops/paths';
import PageHeader from '@/components/states/PageHeader';
import { useIsTouch } from '@/hooks/useIsTouch';
import { useDoorCheckin, type SubmitOutcome, type Verdict } from '../ops/useDoorCheckin';
import VerdictPanel from '../ops/VerdictPanel';
import { useWrongDay } from '../ops/doorDay';
import { AdmitAnywayDialog, WrongDayAlert } from '../ops/WrongDayNotice';

type Mode = 'code' | 'camera' | 'name';
const MODES: readonly { mode: Mode; icon: typeof KeyboardOutlined }[] = [
  { mode: 'code', icon: KeyboardOutlined },
  { mode: 'camera', icon: QrCodeScannerOutlined },
  { mode: 'name', icon: PersonSearchOutlined },
];

/** A short buzz on phones: one for "come in", a long one for "stop". */
function buzz(verdict: Verdict) {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  navigator.vibrate(verdict.kind === 'valid' ? 80 : [200, 80, 200]);
}

function CodeEntry({ onSubmit }: { onSubmit: (code: string) => SubmitOutcome }) {
  const intl = useIntl();
  const touch = useIsTouch();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [ignored, setIgnored] = useState(false);
  // The door screen is for typing codes (or a USB scanner that types them): ready at once.
  useEffect(() => input.current?.focus(), []);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const outcome = onSubmit(code);
    setIgnored(outcome === 'ignored');
    if (outcome !== 'empty') setCode('');
    input.current?.focus();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          inputRef={input}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setIgnored(false);
          }}
          name="code"
          label={intl.formatMessage({ id: 'producerOps.codeEntry.label' })}
          helperText={intl.formatMessage({
            id: ignored
              ? 'producerOps.codeEntry.ignored'
              : touch
                ? 'producerOps.codeEntry.help.touch'
                : 'producerOps.codeEntry.help',
          })}
          autoComplete="off"
          fullWidth
          slotProps={{
            htmlInput: {
              autoCapitalize: 'characters',
              spellCheck: false,
              enterKeyHint: 'go',
              style: { fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 1 },
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4 }}>
          <FormattedMessage id="producerOps.codeEntry.submit" />
        </Button>
      </Stack>
    </Box>
  );
}

/** `check-in`: the door. Camera, typed code or name search; a big verdict; live counts. */
export default function CheckinTab() {
  const intl = useIntl();
  const eventId = useEventId();
  const { now } = useCheckinDeps();
  const tickets = useGetEventTicketsQuery(eventId);
  // On a day the event does not take place, every entry is confirmed first.
  const wrongDay = useWrongDay(eventId);
  const { verdict, pending, submit, held, admitHeld, dropHeld } = useDoorCheckin(eventId, now, {
    confirmFirst: wrongDay != null,
  });
  const [mode, setMode] = useState<Mode>('code');
  const tabsId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!verdict) return;
    buzz(verdict);
    // On a phone the verdict can be above the fold after a tap in the name results.
    const element = panel.current;
    if (element && typeof element.scrollIntoView === 'function')
      element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [verdict]);

  const onScan = useCallback((text: string) => void submit(text), [submit]);
  const ticketList = tickets.data ?? [];

  return (
    <Box>
      <PageHeader level={2} titleId="producerOps.checkin.title" subtitleId="producerOps.checkin.subtitle" />
      {wrongDay && (
        <>
          <WrongDayAlert wrongDay={wrongDay} />
          <AdmitAnywayDialog wrongDay={wrongDay} code={held} onAdmit={admitHeld} onClose={dropHeld} />
        </>
      )}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Box ref={panel} sx={{ scrollMarginTop: 80 }}>
              <VerdictPanel verdict={verdict} pending={pending} />
            </Box>
            <Paper variant="outlined">
              <Tabs
                value={mode}
                onChange={(_e, next: Mode) => setMode(next)}
                variant="fullWidth"
                aria-label={intl.formatMessage({ id: 'producerOps.checkin.modes' })}
              >
                {MODES.map(({ mode: m, icon: Icon }) => (
                  <Tab
                    key={m}
                    value={m}
                    id={`${tabsId}-${m}`}
                    aria-controls={`${tabsId}-${m}-panel`}
                    icon={<Icon />}
                    iconPosition="start"
                    label={intl.formatMessage({ id: `producerOps.checkin.mode.${m}` })}
                    sx={{ minHeight: 56 }}
                  />
                ))}
              </Tabs>
              <Box
                role="tabpanel"
                id={`${tabsId}-${mode}-panel`}
                aria-labelledby={`${tabsId}-${mode}`}
                sx={{ p: { xs: 2, sm: 2.5 }, borderTop: 1, borderColor: 'divider' }}
              >
                {mode === 'code' && <CodeEntry onSubmit={submit} />}
                {mode === 'camera' && <CameraScanner onCode={onScan} />}
                {mode === 'name' && <NameCheckin eventId={eventId} tickets={ticketList} onCheckIn={onScan} />}
              </Box>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <CheckinCounts eventId={eventId} tickets={ticketList} />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="producerOps.checkin.legend" />
            </Typography>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
