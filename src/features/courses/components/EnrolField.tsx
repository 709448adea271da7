import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@/components/form/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Student } from '@/api/contract/domain';
import { useEnrolStudentMutation, useSearchStudentsToEnrolQuery } from '@/api/endpoints/courses';
import { notify } from '@/components/feedback/notify';
import { useDebouncedText } from '@/components/list/useDebouncedText';
import { initials } from '@/utils/initials';
import { storageUrl } from '@/api/storage';
import { apiErrorText } from '@/components/feedback/apiErrorText';

interface EnrolFieldProps {
  courseId: string;
  courseClassId: string;
  classTitle: string;
  enrolledIds: readonly string[];
  /** Seats left; 0 disables the field and says why. */
  seatsLeft: number;
  capacity: number;
}

/** Find a student of the school by name and enrol them in the class at once. */
export default function EnrolField({
  courseId,
  courseClassId,
  classTitle,
  enrolledIds,
  seatsLeft,
  capacity,
}: EnrolFieldProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [input, setInput] = useDebouncedText(search, setSearch, { normalize: (text) => text.trim() });
  const [problem, setProblem] = useState<string | null>(null);
  const [enrol, enrolState] = useEnrolStudentMutation();
  const full = seatsLeft <= 0;

  const query = useSearchStudentsToEnrolQuery(search, { skip: search.length < 2 || full });
  const enrolled = new Set(enrolledIds);
  const options = search.length < 2 ? [] : (query.data ?? []).filter((s) => !enrolled.has(s.id));

  const choose = async (student: Student | null) => {
    if (!student) return;
    setProblem(null);
    try {
      await enrol({ courseId, courseClassId, studentId: student.id }).unwrap();
      notify(
        intl.formatMessage({ id: 'courses.enrol.done' }, { name: student.name, title: classTitle }),
        'success',
      );
      setInput('');
      setSearch('');
    } catch (error) {
      setProblem(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.enrol.failed' })));
    }
  };

  let noOptions = intl.formatMessage({ id: 'courses.enrol.typeMore' });
  if (search.length >= 2 && query.isError)
    noOptions = apiErrorText(intl, query.error, intl.formatMessage({ id: 'courses.enrol.searchFailed' }));
  else if (search.length >= 2 && !query.isFetching)
    noOptions = intl.formatMessage({ id: 'courses.enrol.noMatch' });

  return (
    <Autocomplete<Student>
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setInput(value);
        setProblem(null);
      }}
      onChange={(_e, student) => void choose(student)}
      getOptionLabel={(s) => s.name}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={query.isFetching || enrolState.isLoading}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      noOptionsText={noOptions}
      disabled={full || enrolState.isLoading}
      blurOnSelect
      renderOption={({ key, ...props }, s) => (
        <Box component="li" key={key} {...props}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar
              src={storageUrl(s.avatarUrl) ?? undefined}
              alt=""
              sx={{ width: 32, height: 32, fontSize: '0.85rem' }}
            >
              {initials(s.name)}
            </Avatar>
            <Box>
              <Typography>{s.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {s.grade}
              </Typography>
            </Box>
          </Stack>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={intl.formatMessage({ id: 'courses.enrol.label' })}
          placeholder={full ? undefined : intl.formatMessage({ id: 'courses.enrol.placeholder' })}
          error={problem != null}
          helperText={
            problem ??
            (full
              ? intl.formatMessage({ id: 'courses.enrol.full' }, { capacity })
              : intl.formatMessage({ id: 'courses.enrol.seatsLeft' }, { count: seatsLeft }))
          }
          slotProps={{ ...params.slotProps, formHelperText: { role: problem ? 'alert' : undefined } }}
        />
      )}
    />
  );
}
