import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import ClassOutlined from '@mui/icons-material/ClassOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseSummary, Enrollment } from '@/api/contract/courses';
import type { CourseClass } from '@/api/contract/domain';
import {
  useDeleteCourseClassMutation,
  useGetCourseClassesQuery,
  useGetCourseQuery,
  useGetEnrollmentsQuery,
  useGetTeachersQuery,
} from '@/api/endpoints/courses';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import ClassCard from '../components/ClassCard';
import CourseStatusChip from '../components/CourseStatusChip';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// The class form brings the date pickers: they load when it opens, not with the page.
const ClassFormDialog = lazyDialog(() => import('../components/ClassFormDialog'));
const CourseFormDialog = lazyDialog(() => import('../components/CourseFormDialog'));

function Figure({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Box>
  );
}

function nextClassTitle(course: CourseSummary, classes: CourseClass[]): string {
  const letter = String.fromCharCode(65 + Math.min(classes.length, 25));
  return `${course.title} - Turma ${letter}`;
}

function CourseView({ course }: { course: CourseSummary }) {
  const intl = useIntl();
  const classes = useGetCourseClassesQuery(course.id);
  const enrolments = useGetEnrollmentsQuery(course.id);
  const teachers = useGetTeachersQuery(undefined);
  const [editingCourse, setEditingCourse] = useState(false);
  const [classForm, setClassForm] = useState<CourseClass | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CourseClass | null>(null);
  const [deleteClass, deleteState] = useDeleteCourseClassMutation();

  const teacherName = useMemo(() => {
    const names = new Map((teachers.data ?? []).map((tc) => [tc.id, tc.name]));
    return (id: string | null) => (id ? (names.get(id) ?? null) : null);
  }, [teachers.data]);
  const byClass = useMemo(() => {
    const map = new Map<string, Enrollment[]>();
    for (const en of enrolments.data ?? [])
      map.set(en.courseClassId, [...(map.get(en.courseClassId) ?? []), en]);
    return map;
  }, [enrolments.data]);
  const studentsState = enrolments.isError ? 'error' : enrolments.data ? 'ready' : 'loading';

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteClass({ id: deleting.id, courseId: course.id }).unwrap();
      notify(intl.formatMessage({ id: 'courses.class.deleted' }, { title: deleting.title }), 'success');
    } catch (error) {
      notify(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.class.failed' })), 'error');
    }
    setDeleting(null);
  };

  let classList: ReactNode;
  if (classes.isError)
    classList = (
      <ErrorState
        error={classes.error}
        onRetry={() => void classes.refetch()}
        titleId="courses.course.classesError"
      />
    );
  else if (!classes.data)
    classList = (
      <Stack spacing={1.5} aria-busy>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  else if (classes.data.length === 0)
    classList = (
      <Paper variant="outlined">
        <EmptyState
          icon={ClassOutlined}
          titleId="courses.course.noClasses"
          bodyId="courses.course.noClassesBody"
          action={
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setClassForm('new')}>
              <FormattedMessage id="courses.class.new" />
            </Button>
          }
        />
      </Paper>
    );
  else
    classList = (
      <Stack spacing={1.5}>
        {classes.data.map((cls, index) => (
          <ClassCard
            key={cls.id}
            courseClass={cls}
            courseId={course.id}
            capacity={course.capacity}
            teacherName={teacherName(cls.teacherId)}
            students={byClass.get(cls.id) ?? []}
            studentsState={studentsState}
            canEnrol={course.status !== 'archived'}
            defaultExpanded={index === 0 && classes.data.length <= 3}
            onEdit={(c) => setClassForm(c)}
            onDelete={(c) => setDeleting(c)}
          />
        ))}
      </Stack>
    );

  const teacher = course.teacherName ?? course.instructor;
  return (
    <>
      <Stack spacing={3}>
        <Box>
          <Button
            component={RouterLink}
            to="/empresa/cursos"
            startIcon={<ArrowBackOutlined />}
            size="small"
            sx={{ mb: 1, ml: -1 }}
          >
            <FormattedMessage id="courses.course.back" />
          </Button>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Box sx={{ mb: 1 }}>
                <CourseStatusChip status={course.status} />
              </Box>
              <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' } }}>
                {course.title}
              </Typography>
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditingCourse(true)}>
                <FormattedMessage id="courses.course.edit" />
              </Button>
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setClassForm('new')}>
                <FormattedMessage id="courses.class.new" />
              </Button>
            </Stack>
          </Stack>
        </Box>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            {course.description ? (
              <Typography sx={{ whiteSpace: 'pre-line' }}>{course.description}</Typography>
            ) : (
              <Typography color="text.secondary">
                <FormattedMessage id="courses.course.noDescription" />
              </Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              }}
            >
              <Figure labelId="courses.field.teacher">
                {teacher ?? <FormattedMessage id="courses.card.noTeacher" />}
              </Figure>
              <Figure labelId="courses.field.price">
                {course.price === 0 ? <FormattedMessage id="courses.card.free" /> : formatCents(course.price)}
              </Figure>
              <Figure labelId="courses.field.capacity">{course.capacity}</Figure>
              <Figure labelId="courses.course.enrolled">
                <FormattedMessage
                  id="courses.card.occupancy"
                  values={{ enrolled: course.seatsTaken, seats: course.seats }}
                />
              </Figure>
            </Box>
          </Stack>
        </Paper>

        <Box component="section" aria-labelledby="course-classes-heading">
          <Typography
            id="course-classes-heading"
            variant="h2"
            component="h2"
            sx={{ fontSize: '1.35rem', mb: 2 }}
          >
            <FormattedMessage id="courses.course.classes" values={{ count: classes.data?.length ?? 0 }} />
          </Typography>
          {classList}
        </Box>
      </Stack>

      {editingCourse && <CourseFormDialog course={course} isSchool onClose={() => setEditingCourse(false)} />}
      {classForm && (
        <ClassFormDialog
          courseId={course.id}
          courseClass={classForm === 'new' ? null : classForm}
          suggestedTitle={nextClassTitle(course, classes.data ?? [])}
          onClose={() => setClassForm(null)}
        />
      )}
      <ConfirmDialog
        open={deleting != null}
        title={<FormattedMessage id="courses.class.deleteTitle" values={{ title: deleting?.title ?? '' }} />}
        confirmLabel={<FormattedMessage id="courses.class.delete" />}
        destructive
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <FormattedMessage
          id="courses.class.deleteBody"
          values={{ count: deleting?.studentIds.length ?? 0 }}
        />
      </ConfirmDialog>
    </>
  );
}

/** /empresa/cursos/:id: a course, its classes (turmas) and their students. */
export default function CoursePage() {
  const { id = '' } = useParams();
  const { data: course, error, isError, refetch } = useGetCourseQuery(id);
  if (isError)
    return (
      <>
        <Button component={RouterLink} to="/empresa/cursos" startIcon={<ArrowBackOutlined />} size="small">
          <FormattedMessage id="courses.course.back" />
        </Button>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.85rem' }, mt: 1 }}>
          <FormattedMessage id="route.company.course" />
        </Typography>
        <ErrorState error={error} onRetry={() => void refetch()} titleId="courses.course.error" />
      </>
    );
  if (!course)
    return (
      <Stack spacing={2} aria-busy>
        <Skeleton variant="text" width={120} />
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} width="60%" />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  return <CourseView course={course} />;
}
