import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCatalogFiltersQuery } from '@/api/endpoints/events';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import ErrorState from '@/components/states/ErrorState';
import { BR_STATES } from '@/utils/br';
import DemoPage from '../components/DemoPage';
import FormCard from '../components/FormCard';
import { DEMO_COURSES, SHIFTS } from '../data/courses';

const INTERESTS = ['music', 'sports', 'science', 'theatre'] as const;
const HALF = { xs: 12, sm: 6 } as const;

function TextFields() {
  const intl = useIntl();
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  return (
    <Grid container spacing={2.5}>
      <Grid size={HALF}>
        <TextField
          fullWidth
          required
          label={intl.formatMessage({ id: 'demo.components.text.name' })}
          helperText={intl.formatMessage({ id: 'demo.components.text.nameHelp' })}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
      </Grid>
      <Grid size={HALF}>
        <TextField
          fullWidth
          disabled
          label={intl.formatMessage({ id: 'demo.components.text.school' })}
          value="Escola Aurora"
        />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label={intl.formatMessage({ id: 'demo.components.text.notes' })}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </Grid>
    </Grid>
  );
}

function Selects() {
  const intl = useIntl();
  const [state, setState] = useState('SP');
  const [course, setCourse] = useState('');
  return (
    <Grid container spacing={2.5}>
      <Grid size={HALF}>
        <TextField
          select
          fullWidth
          label={intl.formatMessage({ id: 'demo.components.select.state' })}
          value={state}
          onChange={(e) => setState(e.target.value)}
        >
          {BR_STATES.map((uf) => (
            <MenuItem key={uf} value={uf}>
              {uf}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={HALF}>
        <TextField
          select
          fullWidth
          label={intl.formatMessage({ id: 'demo.components.select.course' })}
          value={course}
          onChange={(e) => setCourse(e.target.value)}
        >
          {DEMO_COURSES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

/** Cities of the public events catalogue, and several courses at once. */
function Autocompletes() {
  const intl = useIntl();
  const filters = useGetCatalogFiltersQuery(undefined);
  const [city, setCity] = useState<string | null>(null);
  const [courses, setCourses] = useState<string[]>([]);
  return (
    <Stack spacing={2}>
      {filters.isError && (
        <ErrorState
          error={filters.error}
          onRetry={() => void filters.refetch()}
          retrying={filters.isFetching}
        />
      )}
      <Grid container spacing={2.5}>
        <Grid size={HALF}>
          <Autocomplete
            options={filters.data?.cities ?? []}
            loading={filters.isLoading}
            loadingText={intl.formatMessage({ id: 'common.loading' })}
            noOptionsText={intl.formatMessage({ id: 'demo.components.auto.none' })}
            value={city}
            onChange={(_event, next) => setCity(next)}
            renderInput={(params) => (
              <TextField
                {...params}
                label={intl.formatMessage({ id: 'demo.components.auto.city' })}
                helperText={intl.formatMessage({ id: 'demo.components.auto.cityHelp' })}
              />
            )}
          />
        </Grid>
        <Grid size={HALF}>
          <Autocomplete
            multiple
            options={DEMO_COURSES}
            value={courses}
            onChange={(_event, next) => setCourses(next)}
            noOptionsText={intl.formatMessage({ id: 'demo.components.auto.none' })}
            renderInput={(params) => (
              <TextField {...params} label={intl.formatMessage({ id: 'demo.components.auto.courses' })} />
            )}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

function Choices() {
  const [interests, setInterests] = useState<string[]>(['music']);
  const [shift, setShift] = useState<string>('morning');
  const [reminders, setReminders] = useState({ email: true, sms: false });
  const shiftLegend = useId();
  const toggle = (interest: string) =>
    setInterests((list) =>
      list.includes(interest) ? list.filter((i) => i !== interest) : [...list, interest],
    );
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend">
            <FormattedMessage id="demo.components.check.legend" />
          </FormLabel>
          <FormGroup>
            {INTERESTS.map((interest) => (
              <FormControlLabel
                key={interest}
                control={
                  <Checkbox checked={interests.includes(interest)} onChange={() => toggle(interest)} />
                }
                label={<FormattedMessage id={`demo.components.check.${interest}`} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend" id={shiftLegend}>
            <FormattedMessage id="demo.enrol.shift" />
          </FormLabel>
          <RadioGroup aria-labelledby={shiftLegend} value={shift} onChange={(e) => setShift(e.target.value)}>
            {SHIFTS.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={<FormattedMessage id={`demo.enrol.shift.${value}`} />}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend">
            <FormattedMessage id="demo.components.switch.legend" />
          </FormLabel>
          <FormGroup>
            {(['email', 'sms'] as const).map((channel) => (
              <FormControlLabel
                key={channel}
                control={
                  <Switch
                    checked={reminders[channel]}
                    onChange={(e) => setReminders((r) => ({ ...r, [channel]: e.target.checked }))}
                  />
                }
                label={<FormattedMessage id={`demo.components.switch.${channel}`} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      </Grid>
    </Grid>
  );
}

function Dates() {
  const intl = useIntl();
  const [visit, setVisit] = useState<Dayjs | null>(null);
  return (
    <Grid container spacing={2.5}>
      <Grid size={HALF}>
        <DatePicker
          label={intl.formatMessage({ id: 'demo.components.date.visit' })}
          value={visit}
          onChange={setVisit}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          slotProps={{
            textField: {
              fullWidth: true,
              helperText: intl.formatMessage({ id: 'demo.components.date.help' }),
            },
          }}
        />
      </Grid>
    </Grid>
  );
}

/** /forms/components: the form controls the app uses, on Lumi data (states, event cities, courses). */
export default function FormComponentsPage() {
  return (
    <DemoPage titleId="demo.components.title" subtitleId="demo.components.subtitle">
      <Stack spacing={3}>
        <FormCard titleId="demo.components.text.title">
          <TextFields />
        </FormCard>
        <FormCard titleId="demo.components.select.title">
          <Selects />
        </FormCard>
        <FormCard titleId="demo.components.auto.title">
          <Autocompletes />
        </FormCard>
        <FormCard titleId="demo.components.choices.title">
          <Choices />
        </FormCard>
        <FormCard titleId="demo.components.date.title">
          <DateProvider>
            <Dates />
          </DateProvider>
        </FormCard>
      </Stack>
    </DemoPage>
  );
}
