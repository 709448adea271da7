import { formResolver } from '@/components/form/formResolver';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { courseBodySchema, type CourseBody, type CourseSummary } from '@/api/contract/courses';
import { useCreateCourseMutation, useUpdateCourseMutation } from '@/api/endpoints/courses';
import FormDialog from '@/components/dialog/FormDialog';
import FormSwitch from '@/components/form/FormSwitch';
import { placeFieldErrors } from '@/components/dialog/fieldErrors';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import LimitedTextField from '@/components/form/LimitedTextField';
import IntegerField from '@/components/form/IntegerField';
import MoneyField from '@/components/form/MoneyField';
import { maxLengthOf } from '@/components/form/schemaLimits';
import {
  centsOf,
  centsToText,
  integerOf,
  integerText,
  limitsOf,
  moneyProblem,
} from '@/components/form/numberText';
import TeacherSelectField from './TeacherSelectField';

const COURSE_FIELDS = courseBodySchema.shape;
const PRICE_REQUIRED = 'courses.validation.price.required';
/** What the API takes: up to R$ 100.000,00; 0 only for a free course. */
const PRICE = limitsOf(COURSE_FIELDS.price, { requiredId: PRICE_REQUIRED });
/** Seats per class the API takes (1 to 500). */
const SEATS = limitsOf(COURSE_FIELDS.capacity, { requiredId: 'courses.validation.capacity.invalid' });
const TITLE_MAX = maxLengthOf(COURSE_FIELDS.title);
const DESCRIPTION_MAX = maxLengthOf(COURSE_FIELDS.description);

const courseFormSchema = z
  .extend(z.omit(courseBodySchema, { price: true, capacity: true, teacherId: true, instructor: true }), {
    teacherId: z.string(),
    instructor: z.string().check(z.trim(), z.maxLength(120, 'courses.validation.instructor.max')),
    free: z.boolean(),
    price: z.string(),
    capacity: integerText(SEATS),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.free) return;
      const price = moneyProblem(v.price, PRICE) ?? (centsOf(v.price) === 0 ? PRICE_REQUIRED : null);
      if (price) ctx.addIssue({ code: 'custom', path: ['price'], message: price });
    }),
  );
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
      price: '',
      capacity: '20',
      status: 'draft',
    };
  return {
    title: course.title,
    description: course.description,
    teacherId: course.teacherId ?? '',
    instructor: course.instructor ?? '',
    free: course.price === 0,
    price: course.price === 0 ? '' : centsToText(course.price),
    capacity: String(course.capacity),
    status: course.status,
  };
}

function toBody(values: CourseFormValues, isSchool: boolean): CourseBody {
  return {
    title: values.title,
    description: values.description,
    teacherId: isSchool && values.teacherId ? values.teacherId : null,
    instructor: !isSchool && values.instructor ? values.instructor : null,
    price: values.free ? 0 : (centsOf(values.price) ?? 0),
    capacity: integerOf(values.capacity) ?? 0,
    status: values.status,
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [createCourse] = useCreateCourseMutation();
  const [updateCourse] = useUpdateCourseMutation();
  const { control, handleSubmit, setError, formState } = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: formResolver(courseFormSchema),
    defaultValues: defaults(course),
  });
  const free = useWatch({ control, name: 'free' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = toBody(values, isSchool);
    try {
      const saved = course
        ? await updateCourse({ id: course.id, body }).unwrap()
        : await createCourse(body).unwrap();
      const doneId = course ? 'courses.form.saved' : 'courses.form.created';
      notify(intl.formatMessage({ id: doneId }, { title: saved.title }), 'success');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, setError, FORM_FIELDS))
        setServerError(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.form.failed' })));
    }
  });

  const statuses =
    course?.status === 'archived'
      ? (['draft', 'open', 'closed', 'archived'] as const)
      : (['draft', 'open', 'closed'] as const);

  return (
    <FormDialog
      title={<FormattedMessage id={course ? 'courses.form.editTitle' : 'courses.form.newTitle'} />}
      onSubmit={onSubmit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      error={serverError}
      submitLabel={course ? undefined : <FormattedMessage id="courses.form.create" />}
    >
      <LimitedTextField
        control={control}
        name="title"
        labelId="courses.field.title"
        required
        maxChars={TITLE_MAX}
      />
      <LimitedTextField
        control={control}
        name="description"
        labelId="courses.field.description"
        helperId="courses.field.descriptionHelp"
        multiline
        minRows={3}
        maxChars={DESCRIPTION_MAX}
      />
      {isSchool ? (
        <TeacherSelectField
          control={control}
          name="teacherId"
          labelId="courses.field.teacher"
          helperId="courses.field.teacherHelp"
          currentId={course?.teacherId}
        />
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
          <MoneyField
            control={control}
            name="price"
            labelId="courses.field.price"
            helperId="courses.field.priceHelp"
            disabled={free}
          />
          <FormSwitch control={control} name="free" labelId="courses.field.free" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <IntegerField
            control={control}
            name="capacity"
            labelId={isSchool ? 'courses.field.capacity' : 'courses.field.capacityProducer'}
            helperId={isSchool ? 'courses.field.capacityHelp' : 'courses.field.capacityHelpProducer'}
            required
          />
        </Grid>
      </Grid>
      <FormSelect
        control={control}
        name="status"
        labelId="courses.field.status"
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
      </FormSelect>
    </FormDialog>
  );
}
