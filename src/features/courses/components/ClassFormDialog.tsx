import { zodResolver } from '@hookform/resolvers/zod';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import {
  courseClassFields,
  scheduleModeOf,
  scheduleProblems,
  type CourseClassBody,
} from '@/api/contract/courses';
import type { CourseClass } from '@/api/contract/domain';
import {
  useCreateCourseClassMutation,
  useGetTeachersQuery,
  useUpdateCourseClassMutation,
} from '@/api/endpoints/courses';
import DateProvider from '@/components/dates/DateProvider';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useErrorText } from '@/components/form/useErrorText';
import { DIALOG_TITLE_SX, formatDay, WEEKDAYS, weekdayName } from '../format';
import { toIsoDate } from '@/utils/localDate';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const classFormSchema = courseClassFields
  .omit({ courseId: true, teacherId: true })
  .extend({ teacherId: z.string(), mode: z.enum(['weekly', 'dates']) })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(scheduleProblems(v, v.mode)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
type ClassFormInput = z.input<typeof classFormSchema>;
type ClassFormValues = z.output<typeof classFormSchema>;
const FORM_FIELDS = [
  'title',
  'room',
  'teacherId',
  'weekdays',
  'dates',
  'startTime',
  'endTime',
  'startDate',
  'endDate',
] as const;

function defaults(cls: CourseClass | null, suggestedTitle: string): ClassFormInput {
  if (cls)
    return {
      title: cls.title,
      room: cls.room,
      teacherId: cls.teacherId ?? '',
      mode: scheduleModeOf(cls),
      weekdays: cls.weekdays,
      dates: cls.dates ?? [],
      startTime: cls.startTime,
      endTime: cls.endTime,
      startDate: cls.startDate,
      endDate: cls.endDate,
    };
  const today = dayjs();
  return {
    title: suggestedTitle,
    room: '',
    teacherId: '',
    mode: 'weekly',
    weekdays: [],
    dates: [],
    startTime: '14:00',
    endTime: '15:00',
    startDate: today.format('YYYY-MM-DD'),
    endDate: today.add(4, 'month').format('YYYY-MM-DD'),
  };
}

function DayField({
  control,
  name,
  labelId,
}: {
  control: Control<ClassFormInput, unknown, ClassFormValues>;
  name: 'startDate' | 'endDate';
  labelId: string;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={intl.formatMessage({ id: labelId })}
          value={field.value ? dayjs(field.value) : null}
          onChange={(value: Dayjs | null) =>
            field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : '')
          }
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name: field.name,
              fullWidth: true,
              onBlur: field.onBlur,
              error: fieldState.error != null,
              helperText: errorText(fieldState.error?.message),
            },
          }}
        />
      )}
    />
  );
}

interface ClassFormDialogProps {
  courseId: string;
  /** The class to edit; null creates one. */
  courseClass: CourseClass | null;
  suggestedTitle: string;
  onClose: () => void;
}

/** Create or edit a class (turma): title, room, teacher, and a weekly schedule or specific dates. */
export default function ClassFormDialog({
  courseId,
  courseClass,
  suggestedTitle,
  onClose,
}: ClassFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const weekdaysId = useId();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pick, setPick] = useState<Dayjs | null>(null);
  const teachers = useGetTeachersQuery(undefined);
  const [createClass] = useCreateCourseClassMutation();
  const [updateClass] = useUpdateCourseClassMutation();
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<
    ClassFormInput,
    unknown,
    ClassFormValues
  >({
    resolver: zodResolver(classFormSchema),
    defaultValues: defaults(courseClass, suggestedTitle),
  });
  const mode = useWatch({ control, name: 'mode' });
  const dates = useWatch({ control, name: 'dates' });

  const addDate = () => {
    if (!pick?.isValid() || pick.isBefore(MIN_DATE) || pick.isAfter(MAX_DATE)) return;
    const day = toIsoDate(pick.toDate());
    if (!dates.includes(day)) setValue('dates', [...dates, day].sort(), { shouldDirty: true });
    clearErrors('dates');
    setPick(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const dated = values.mode === 'dates';
    const sorted = [...values.dates].sort();
    const body: CourseClassBody = {
      courseId,
      title: values.title,
      room: values.room,
      teacherId: values.teacherId || null,
      weekdays: dated ? [] : [...values.weekdays].sort((a, b) => a - b),
      dates: dated ? sorted : [],
      startTime: values.startTime,
      endTime: values.endTime,
      startDate: dated ? (sorted[0] ?? values.startDate) : values.startDate,
      endDate: dated ? (sorted.at(-1) ?? values.endDate) : values.endDate,
    };
    try {
      if (courseClass) await updateClass({ ...courseClass, ...body }).unwrap();
      else await createClass(body).unwrap();
      notify(
        intl.formatMessage(
          { id: courseClass ? 'courses.class.saved' : 'courses.class.created' },
          { title: body.title },
        ),
        'success',
      );
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error))
        for (const field of FORM_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) {
            setError(field, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      if (!placed)
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.class.failed' })));
    }
  });

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (formState.isSubmitting || (reason === 'backdropClick' && formState.isDirty)) return;
        onClose();
      }}
    >
      <DateProvider>
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <DialogTitle id={titleId} sx={DIALOG_TITLE_SX}>
            <FormattedMessage id={courseClass ? 'courses.class.editTitle' : 'courses.class.newTitle'} />
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2.5}>
              <FormError message={serverError} />
              <FormTextField control={control} name="title" labelId="courses.class.field.title" required />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <FormTextField
                    control={control}
                    name="room"
                    labelId="courses.class.field.room"
                    placeholder={intl.formatMessage({ id: 'courses.class.field.roomPlaceholder' })}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <FormTextField
                    control={control}
                    name="teacherId"
                    labelId="courses.class.field.teacher"
                    helperId={teachers.isError ? 'courses.form.teachersError' : undefined}
                    select
                  >
                    <MenuItem value="">
                      <em>
                        <FormattedMessage id="courses.field.noTeacher" />
                      </em>
                    </MenuItem>
                    {(teachers.data ?? [])
                      .filter((tc) => tc.active || tc.id === courseClass?.teacherId)
                      .map((tc) => (
                        <MenuItem key={tc.id} value={tc.id}>
                          {tc.name}
                        </MenuItem>
                      ))}
                  </FormTextField>
                </Grid>
              </Grid>

              <Controller
                control={control}
                name="mode"
                render={({ field }) => (
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    color="primary"
                    size="small"
                    value={field.value}
                    onChange={(_e, value: 'weekly' | 'dates' | null) => value && field.onChange(value)}
                    aria-label={intl.formatMessage({ id: 'courses.class.field.mode' })}
                  >
                    <ToggleButton value="weekly">
                      <FormattedMessage id="courses.class.mode.weekly" />
                    </ToggleButton>
                    <ToggleButton value="dates">
                      <FormattedMessage id="courses.class.mode.dates" />
                    </ToggleButton>
                  </ToggleButtonGroup>
                )}
              />

              {mode === 'weekly' ? (
                <>
                  <Controller
                    control={control}
                    name="weekdays"
                    render={({ field, fieldState }) => (
                      <Stack spacing={1}>
                        <FormLabel id={weekdaysId} error={fieldState.error != null}>
                          <FormattedMessage id="courses.class.field.weekdays" />
                        </FormLabel>
                        <ToggleButtonGroup
                          value={field.value}
                          onChange={(_e, value: number[]) => field.onChange(value)}
                          aria-labelledby={weekdaysId}
                          color="primary"
                          sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { flex: '1 0 40px', px: 0.5 } }}
                        >
                          {WEEKDAYS.map((day) => (
                            <ToggleButton
                              key={day}
                              value={day}
                              aria-label={weekdayName(intl, day, 'long')}
                              ref={day === 0 ? field.ref : undefined}
                            >
                              {weekdayName(intl, day)}
                            </ToggleButton>
                          ))}
                        </ToggleButtonGroup>
                        {fieldState.error && (
                          <FormHelperText error>{errorText(fieldState.error.message)}</FormHelperText>
                        )}
                      </Stack>
                    )}
                  />
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <DayField control={control} name="startDate" labelId="courses.class.field.startDate" />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <DayField control={control} name="endDate" labelId="courses.class.field.endDate" />
                    </Grid>
                  </Grid>
                </>
              ) : (
                <Controller
                  control={control}
                  name="dates"
                  render={({ fieldState }) => (
                    <Stack spacing={1.5}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <DatePicker
                          label={intl.formatMessage({ id: 'courses.class.field.date' })}
                          value={pick}
                          onChange={(value: Dayjs | null) => setPick(value)}
                          onAccept={(value: Dayjs | null) => setPick(value)}
                          minDate={MIN_DATE}
                          maxDate={MAX_DATE}
                          sx={{ flexGrow: 1 }}
                          slotProps={{
                            textField: {
                              error: fieldState.error != null,
                              helperText: errorText(fieldState.error?.message),
                            },
                          }}
                        />
                        <Button
                          variant="outlined"
                          startIcon={<AddOutlined />}
                          onClick={addDate}
                          disabled={!pick?.isValid()}
                          sx={{ mt: 1, flexShrink: 0 }}
                        >
                          <FormattedMessage id="courses.class.addDate" />
                        </Button>
                      </Stack>
                      {dates.length > 0 ? (
                        <Stack
                          direction="row"
                          component="ul"
                          aria-label={intl.formatMessage({ id: 'courses.class.field.dates' })}
                          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
                        >
                          {dates.map((day) => (
                            <li key={day}>
                              <Chip
                                label={formatDay(intl, day)}
                                onDelete={() =>
                                  setValue(
                                    'dates',
                                    dates.filter((d) => d !== day),
                                    { shouldDirty: true },
                                  )
                                }
                                slotProps={{
                                  root: {
                                    'aria-label': intl.formatMessage(
                                      { id: 'courses.class.removeDate' },
                                      { date: formatDay(intl, day) },
                                    ),
                                  },
                                }}
                              />
                            </li>
                          ))}
                        </Stack>
                      ) : (
                        <FormHelperText>
                          <FormattedMessage id="courses.class.noDates" />
                        </FormHelperText>
                      )}
                    </Stack>
                  )}
                />
              )}

              <Grid container spacing={2}>
                <Grid size={{ xs: 6 }}>
                  <FormTextField
                    control={control}
                    name="startTime"
                    labelId="courses.class.field.startTime"
                    type="time"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  />
                </Grid>
                <Grid size={{ xs: 6 }}>
                  <FormTextField
                    control={control}
                    name="endTime"
                    labelId="courses.class.field.endTime"
                    type="time"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  />
                </Grid>
              </Grid>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={formState.isSubmitting}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              <FormattedMessage id={courseClass ? 'common.save' : 'courses.class.create'} />
            </Button>
          </DialogActions>
        </form>
      </DateProvider>
    </Dialog>
  );
}
