import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SelectField from '@/components/form/SelectField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StudentFilters } from '@/api/endpoints/students';
import type { StudentOptions } from '@/api/contract/students';
import SearchField from '@/components/list/SearchField';
import { useDebouncedText } from '@/components/list/useDebouncedText';

interface StudentFiltersBarProps {
  values: StudentFilters;
  options: StudentOptions | undefined;
  onChange: (name: keyof StudentFilters, value: string) => void;
  onClear: () => void;
}

/** Search (debounced) and the class, grade and status filters of the students list. */
export default function StudentFiltersBar({ values, options, onChange, onClear }: StudentFiltersBarProps) {
  const intl = useIntl();
  const [search, setSearch] = useDebouncedText(values.search, (text) => onChange('search', text), {
    normalize: (text) => text.trim(),
  });
  const filtered = Object.values(values).some((v) => v !== '');
  const classes = options?.classes ?? [];
  const grades = options?.grades ?? [];
  // A value the options do not list (an old link) still shows instead of an empty select.
  const withCurrent = (list: string[], current: string) =>
    current && !list.includes(current) ? [...list, current] : list;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, borderRadius: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' } }}
        role="search"
        aria-label={intl.formatMessage({ id: 'students.filters.label' })}
      >
        <SearchField
          value={search}
          onChange={setSearch}
          label={intl.formatMessage({ id: 'students.filters.search' })}
          placeholder={intl.formatMessage({ id: 'students.filters.searchPlaceholder' })}
          sx={{ flex: 2, minWidth: { md: 260 } }}
        />
        <Stack direction="row" spacing={1.5} sx={{ flex: 3, minWidth: 0 }}>
          <SelectField
            size="small"
            name="classId"
            label={intl.formatMessage({ id: 'students.filters.class' })}
            value={values.classId}
            onChange={(e) => onChange('classId', e.target.value)}
            sx={{ flex: 2, minWidth: 0 }}
          >
            <MenuItem value="">
              <FormattedMessage id="students.filters.allClasses" />
            </MenuItem>
            {withCurrent(
              classes.map((c) => c.id),
              values.classId,
            ).map((id) => (
              <MenuItem key={id} value={id}>
                {classes.find((c) => c.id === id)?.title ?? id}
              </MenuItem>
            ))}
          </SelectField>
          <SelectField
            size="small"
            name="grade"
            label={intl.formatMessage({ id: 'students.filters.grade' })}
            value={values.grade}
            onChange={(e) => onChange('grade', e.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          >
            <MenuItem value="">
              <FormattedMessage id="students.filters.allGrades" />
            </MenuItem>
            {withCurrent(grades, values.grade).map((grade) => (
              <MenuItem key={grade} value={grade}>
                {grade}
              </MenuItem>
            ))}
          </SelectField>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flex: 1.4, alignItems: 'center' }}>
          <SelectField
            size="small"
            name="status"
            label={intl.formatMessage({ id: 'students.filters.status' })}
            value={values.status}
            onChange={(e) => onChange('status', e.target.value)}
            sx={{ flex: 1, minWidth: 120 }}
          >
            <MenuItem value="">
              <FormattedMessage id="students.filters.allStatuses" />
            </MenuItem>
            <MenuItem value="active">
              <FormattedMessage id="students.status.activePlural" />
            </MenuItem>
            <MenuItem value="inactive">
              <FormattedMessage id="students.status.inactivePlural" />
            </MenuItem>
          </SelectField>
          {filtered && (
            <Button
              size="small"
              onClick={() => {
                setSearch('');
                onClear();
              }}
              startIcon={<FilterAltOffOutlined />}
              sx={{ flexShrink: 0 }}
            >
              <FormattedMessage id="common.clearFilters" />
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
