import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Course, School } from '@/api/contract/domain';
import { useGetSchoolCoursesQuery } from '@/api/endpoints/events';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents } from '@/utils/br';
import SchoolSection from './SchoolSection';

function CourseCard({ course }: { course: Course }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%', p: 2 }}>
        <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
          {course.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {course.description}
        </Typography>
        <Stack
          direction="row"
          sx={{ mt: 'auto', pt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          {course.price === 0 ? (
            <Typography color="success.main" sx={{ fontWeight: 700 }}>
              <FormattedMessage id="events.price.free" />
            </Typography>
          ) : (
            <Typography sx={{ fontWeight: 700 }}>{formatCents(course.price)}</Typography>
          )}
          <Chip
            size="small"
            variant="outlined"
            label={<FormattedMessage id="events.school.courseSeats" values={{ count: course.capacity }} />}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The courses a school offers, each with its price and seats. */
export default function SchoolCourses({ school }: { school: School }) {
  const { data, error, isError, refetch } = useGetSchoolCoursesQuery(school.id);
  let content: ReactNode;
  if (isError)
    content = (
      <ErrorState error={error} onRetry={() => void refetch()} titleId="events.school.coursesError" />
    );
  else if (!data)
    content = (
      <Stack spacing={1} aria-hidden>
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  else if (data.length === 0)
    content = (
      <EmptyState
        icon={MenuBookOutlined}
        titleId="events.school.noCourses"
        bodyId="events.school.noCoursesBody"
      />
    );
  else
    content = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((course) => (
          <Grid key={course.id} component="li" size={{ xs: 12, sm: 6 }}>
            <CourseCard course={course} />
          </Grid>
        ))}
      </Grid>
    );
  return <SchoolSection titleId="events.school.courses">{content}</SchoolSection>;
}
