import FilterAltOutlined from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import SelectField from '@/components/form/SelectField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useId, type ReactNode } from 'react';
import ScrollableTable from '@/components/table/ScrollableTable';
import { FormattedMessage, useIntl } from 'react-intl';
import { funnelAudienceSchema, type Funnel, type FunnelAudience } from '@/api/contract/admin';
import { useGetFunnelQuery } from '@/api/endpoints/admin';
import DateProvider from '@/components/dates/DateProvider';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import DateRangeFields from '../components/DateRangeFields';
import { useUrlParams } from '@/components/list/useUrlParams';

const PRESETS = ['30d', '90d', '12m', 'custom'] as const;
type Preset = (typeof PRESETS)[number];
const PRESET_DAYS: Record<Exclude<Preset, 'custom'>, number> = { '30d': 30, '90d': 90, '12m': 365 };
const AUDIENCES = funnelAudienceSchema.options;

const isPreset = (value: string): value is Preset => (PRESETS as readonly string[]).includes(value);
const isAudience = (value: string): value is FunnelAudience =>
  (AUDIENCES as readonly string[]).includes(value);

function presetRange(preset: Exclude<Preset, 'custom'>) {
  const to = dayjs();
  return {
    from: to.subtract(PRESET_DAYS[preset] - 1, 'day').format('YYYY-MM-DD'),
    to: to.format('YYYY-MM-DD'),
  };
}

interface StepFigures {
  key: Funnel['steps'][number]['key'];
  count: number;
  /** Share of the previous step (null for the first). */
  fromPrevious: number | null;
  /** Share of the first step. */
  fromStart: number;
}

function figures(funnel: Funnel): StepFigures[] {
  const first = funnel.steps[0]?.count ?? 0;
  return funnel.steps.map((step, i) => {
    const previous = i > 0 ? (funnel.steps[i - 1]?.count ?? 0) : null;
    return {
      key: step.key,
      count: step.count,
      fromPrevious: previous == null ? null : previous > 0 ? step.count / previous : 0,
      fromStart: first > 0 ? step.count / first : 0,
    };
  });
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Paper>
  );
}

/** The funnel drawn as bars as wide as each step's share of the visitors, centred, with the drop between steps. */
function FunnelBars({ steps, audience }: { steps: StepFigures[]; audience: FunnelAudience }) {
  const intl = useIntl();
  const pct = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, i) => (
        <Box component="li" key={step.key} sx={{ mb: 1.5 }}>
          {step.fromPrevious != null && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', textAlign: 'center', mb: 0.5 }}
            >
              <FormattedMessage id="admin.funnel.continue" values={{ rate: pct(step.fromPrevious) }} />
            </Typography>
          )}
          <Box
            aria-hidden
            sx={{
              mx: 'auto',
              width: `${Math.max(4, step.fromStart * 100)}%`,
              height: 36,
              borderRadius: 1,
              bgcolor: 'primary.main',
              opacity: 1 - i * 0.12,
            }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 0.5, gap: 1 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                <FormattedMessage id={`admin.funnel.step.${step.key}`} />
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage
                  id={
                    step.key === 'converted'
                      ? `admin.funnel.step.converted.help.${audience}`
                      : `admin.funnel.step.${step.key}.help`
                  }
                />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {intl.formatNumber(step.count)}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function ConversionTable({ steps }: { steps: StepFigures[] }) {
  const intl = useIntl();
  const pct = (rate: number) => intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 });
  const last = steps.at(-1);
  return (
    <>
      <ScrollableTable label={intl.formatMessage({ id: 'admin.funnel.table' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="admin.funnel.col.step" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.col.people" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.col.fromPrevious" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.funnel.col.fromStart" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <TableRow key={step.key}>
              <TableCell component="th" scope="row">
                <FormattedMessage id={`admin.funnel.step.${step.key}`} />
              </TableCell>
              <TableCell align="right">{intl.formatNumber(step.count)}</TableCell>
              <TableCell align="right">{step.fromPrevious == null ? '—' : pct(step.fromPrevious)}</TableCell>
              <TableCell align="right">{pct(step.fromStart)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollableTable>
      {last && steps.length > 1 && (
        <Typography sx={{ mt: 2 }}>
          <FormattedMessage
            id="admin.funnel.overall"
            values={{
              rate: pct(last.fromStart),
              last: intl.formatMessage({ id: `admin.funnel.step.${last.key}` }),
              b: (text) => <strong>{text}</strong>,
            }}
          />
        </Typography>
      )}
    </>
  );
}

function FunnelView() {
  const intl = useIntl();
  const [params, setParams] = useUrlParams(['period', 'from', 'to', 'audience'] as const);
  const preset: Preset = isPreset(params.period) ? params.period : '12m';
  const audience: FunnelAudience = isAudience(params.audience) ? params.audience : 'all';
  const range = preset === 'custom' ? { from: params.from, to: params.to } : presetRange(preset);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetFunnelQuery({
    from: range.from || undefined,
    to: range.to || undefined,
    audience,
  });
  const steps = data ? figures(data) : [];
  const day = (date: string) => intl.formatDate(new Date(`${date}T12:00:00`), { dateStyle: 'medium' });

  return (
    <>
      <PageHeader titleId="route.admin.funnel" subtitleId="admin.funnel.subtitle" />
      <Stack
        role="search"
        aria-label={intl.formatMessage({ id: 'admin.filters' })}
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ mb: 2.5, flexWrap: 'wrap', rowGap: 1.5, alignItems: { md: 'center' } }}
      >
        <SelectField
          size="small"
          name="period"
          label={intl.formatMessage({ id: 'admin.period' })}
          value={preset}
          onChange={(e) => {
            const next = e.target.value;
            if (!isPreset(next)) return;
            setParams(next === 'custom' ? { period: next, ...range } : { period: next, from: '', to: '' });
          }}
          sx={{ minWidth: 190 }}
        >
          {PRESETS.map((p) => (
            <MenuItem key={p} value={p}>
              {intl.formatMessage({ id: `admin.period.${p}` })}
            </MenuItem>
          ))}
        </SelectField>
        {preset === 'custom' && (
          <DateRangeFields
            from={params.from}
            to={params.to}
            fromLabelId="admin.period.from"
            toLabelId="admin.period.to"
            onChange={(next) => setParams(next)}
          />
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={audience}
          onChange={(_e, next: string | null) => {
            if (next && isAudience(next)) setParams({ audience: next === 'all' ? '' : next });
          }}
          aria-label={intl.formatMessage({ id: 'admin.funnel.audience' })}
          sx={{ flexWrap: 'wrap' }}
        >
          {AUDIENCES.map((a) => (
            <ToggleButton key={a} value={a} sx={{ px: 1.5 }}>
              {intl.formatMessage({ id: `admin.funnel.audience.${a}` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          <FormattedMessage id="admin.period.range" values={{ from: day(data.from), to: day(data.to) }} />
        </Typography>
      )}
      {isLoading ? (
        <Grid container spacing={2.5} aria-busy="true">
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" height={420} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={300} />
          </Grid>
        </Grid>
      ) : isError || !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (steps[1]?.count ?? 0) === 0 ? (
        <Paper variant="outlined">
          <EmptyState icon={FilterAltOutlined} titleId="admin.funnel.empty" bodyId="admin.funnel.emptyBody" />
        </Paper>
      ) : (
        <Grid container spacing={2.5} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Section titleId="admin.funnel.chart">
              <FunnelBars steps={steps} audience={data.audience} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Section titleId="admin.funnel.table">
              <ConversionTable steps={steps} />
            </Section>
          </Grid>
        </Grid>
      )}
    </>
  );
}

/** /admin/mindset-funnel: visitors → registered → verified → first purchase or enrolment → active in missions. */
export default function FunnelPage() {
  return (
    <DateProvider>
      <FunnelView />
    </DateProvider>
  );
}
