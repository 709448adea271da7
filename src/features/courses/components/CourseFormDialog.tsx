import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { courseBodySchema, type CourseBody, type CourseSummary } from '@/api/contract/courses';
import {
  useCreateCourseMutation,
  useGetTeachersQuery,
  useUpdateCourseMutation,
} from '@/api/endpoints/courses';
import { notify } from '@/components/feedback/notify';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import MoneyField from '@/components/form/MoneyField';
import { useErrorText } from '@/components/form/useErrorText';
import { DIALOG_TITLE_SX } from '../format';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const courseFormSchema = courseBodySchema
  .omit({ price: true, capacity: true, teacherId: true, instructor: true })
  .extend({
    teacherId: z.string(),
    instructor: z.string().trim().max(120, 'courses.validation.instructor.max'),
    free: z.boolean(),
    price: z.number().int().nullable(),
    capacity: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (!v.free && (v.price === null || v.price <= 0))
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'courses.validation.price.required' });
    const seats = Number(v.capacity);
    if (!/^\d+$/.test(v.capacity) || seats < 1 || seats > 500)
      ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'courses.validation.capacity.invalid' });
  });
type CourseFormInput = z.input<typeof courseFormSchema>;
type CourseFormValues = z.output<typeof courseFormSchema>;
const FORM_FIELDS = [
  'title',
  'description',
  'teacherId',
  'instructor',
  'price',
  'capacity',
  'status',
] as const;

function defaults(course: CourseSummary | null): CourseFormInput {
  if (!course)
    return {
      title: '',
      description: '',
      teacherId: '',
      instructor: '',
      free: false,
      price: null,
      capacity: '20',
      status: 'draft',
    };
  return {
    title: course.title,
    description: course.description,
    teacherId: course.teacherId ?? '',
    instructor: course.instructor ?? '',
    free: course.price === 0,
    price: course.price === 0 ? null : course.price,
    capacity: String(course.capacity),
    status: course.status,
  };
}

interface CourseFormDialogProps {
  /** The course to edit; null creates one. */
  course: CourseSummary | null;
  /** Schools pick one of their teachers; producers type the instructor's name. */
  isSchool: boolean;
  onClose: () => void;
  onSaved?: (course: CourseSummary) => void;
}

/** Create or edit a course: title, description, teacher or instructor, price or free, seats per class, status. */
export default function CourseFormDialog({ course, isSchool, onClose, onSaved }: CourseFormDialogProps) {
  const intl = useIntl();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const errorText = useErrorText();
  const [serverError, setServerError] = useState<string | null>(null);
  const [createCourse] = useCreateCourseMutation();
  const [updateCourse] = useUpdateCourseMutation();
  const teachers = useGetTeachersQuery(undefined, { skip: !isSchool });
  const { control, handleSubmit, setError, formState } = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: defaults(course),
  });
  const free = useWatch({ control, name: 'free' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body: CourseBody = {
      title: values.title,
      description: values.description,
      teacherId: isSchool && values.teacherId ? values.teacherId : null,
      instructor: !isSchool && values.instructor ? values.instructor : null,
      price: values.free ? 0 : (values.price ?? 0),
      capacity: Number(values.capacity),
      status: values.status,
    };
    try {
      const saved = course
        ? await updateCourse({ id: course.id, body }).unwrap()
        : await createCourse(body).unwrap();
      notify(
        intl.formatMessage(
          { id: course ? 'courses.form.saved' : 'courses.form.created' },
          { title: saved.title },
        ),
        'success',
      );
      onSaved?.(saved);
      onClose();
    } catch (error) {
      let placed = false;
      if (isApiError(error)) {
        for (const field of FORM_FIELDS) {
          const message = error.fieldErrors[field];
          if (message) {
            setError(field, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
      }
      if (!placed)
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.form.failed' })));
    }
  });

  const activeTeachers = (teachers.data ?? []).filter((tc) => tc.active || tc.id === course?.teacherId);
  const statuses =
    course?.status === 'archived'
      ? (['draft', 'open', 'closed', 'archived'] as const)
      : (['draft', 'open', 'closed'] as const);

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
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId} sx={DIALOG_TITLE_SX}>
          <FormattedMessage id={course ? 'courses.form.editTitle' : 'courses.form.newTitle'} />
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <FormError message={serverError} />
            <FormTextField control={control} name="title" labelId="courses.field.title" required />
            <FormTextField
              control={control}
              name="description"
              labelId="courses.field.description"
              helperId="courses.field.descriptionHelp"
              multiline
              minRows={3}
            />
            {isSchool ? (
              <FormTextField
                control={control}
                name="teacherId"
                labelId="courses.field.teacher"
                helperId={teachers.isError ? 'courses.form.teachersError' : 'courses.field.teacherHelp'}
                select
              >
                <MenuItem value="">
                  <em>
                    <FormattedMessage id="courses.field.noTeacher" />
                  </em>
                </MenuItem>
                {activeTeachers.map((tc) => (
                  <MenuItem key={tc.id} value={tc.id}>
                    {tc.name}
                  </MenuItem>
                ))}
              </FormTextField>
            ) : (
              <FormTextField
                control={control}
                name="instructor"
                labelId="courses.field.instructor"
                helperId="courses.field.instructorHelp"
                autoComplete="off"
              />
            )}
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="price"
                  render={({ field, fieldState }) => (
                    <MoneyField
                      name={field.name}
                      inputRef={field.ref}
                      value={free ? 0 : field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      disabled={free}
                      fullWidth
                      label={intl.formatMessage({ id: 'courses.field.price' })}
                      error={!free && fieldState.error != null}
                      helperText={
                        (!free && errorText(fieldState.error?.message)) ||
                        intl.formatMessage({ id: 'courses.field.priceHelp' })
                      }
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="free"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          name={field.name}
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                        />
                      }
                      label={intl.formatMessage({ id: 'courses.field.free' })}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="capacity"
                  labelId={isSchool ? 'courses.field.capacity' : 'courses.field.capacityProducer'}
                  helperId={isSchool ? 'courses.field.capacityHelp' : 'courses.field.capacityHelpProducer'}
                  parse={(v) => v.replace(/\D/g, '').slice(0, 3)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  required
                />
              </Grid>
            </Grid>
            <FormTextField
              control={control}
              name="status"
              labelId="courses.field.status"
              select
              slotProps={{
                select: {
                  renderValue: (value) => intl.formatMessage({ id: `courses.status.${String(value)}` }),
                },
              }}
            >
              {statuses.map((status) => (
                <MenuItem key={status} value={status}>
                  <ListItemText
                    primary={intl.formatMessage({ id: `courses.status.${status}` })}
                    secondary={intl.formatMessage({ id: `courses.statusHelp.${status}` })}
                    slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
                  />
                </MenuItem>
              ))}
            </FormTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            <FormattedMessage id={course ? 'common.save' : 'courses.form.create'} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
