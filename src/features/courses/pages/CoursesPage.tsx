import AddOutlined from '@mui/icons-material/AddOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import SelectField from '@/components/form/SelectField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_STATUSES, type CourseSummary } from '@/api/contract/courses';
import {
  useDeleteCourseMutation,
  useGetCoursesQuery,
  useUpdateCourseMutation,
} from '@/api/endpoints/courses';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import { useListUrlState } from '@/components/grid/useListUrlState';
import UrlSearchField from '@/components/list/UrlSearchField';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useRouteHandle } from '@/hooks/useRouteHandle';
import { useAppSelector } from '@/store/hooks';
import { ROLES } from '@/store/roles';
import { selectUser } from '@/store/sessionSlice';
import CourseCard, { type CourseAction } from '../components/CourseCard';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// The course form (its validation) loads when first opened.
const CourseFormDialog = lazyDialog(() => import('../components/CourseFormDialog'));

const PAGE_SIZE = 12;
const FILTERS = ['search', 'status'] as const;

function CourseCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Skeleton variant="rounded" width={80} height={24} />
        <Skeleton variant="text" sx={{ fontSize: '1.3rem', mt: 1.5 }} width="70%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
        <Skeleton variant="rounded" height={6} sx={{ mt: 3 }} />
      </CardContent>
    </Card>
  );
}

type Pending = { action: Exclude<CourseAction, 'edit'>; course: CourseSummary } | null;

/**
 * The caller's courses (a school's at /empresa/cursos, /empresa/gestao-cursos, /empresa/meus-cursos;
 * a producer's at /produtor/meus-cursos): search, status filter, create, edit, archive or delete.
 */
export default function CoursesPage() {
  const intl = useIntl();
  const handle = useRouteHandle();
  const user = useAppSelector(selectUser);
  const isSchool = user?.role === ROLES.company;
  const list = useListUrlState({ filters: FILTERS, pageSize: PAGE_SIZE, sort: 'title:asc' });
  const { search, status } = list.values;
  const { setFilter } = list;
  const [editing, setEditing] = useState<CourseSummary | 'new' | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [updateCourse, updateState] = useUpdateCourseMutation();
  const [deleteCourse, deleteState] = useDeleteCourseMutation();

  const { data, error, isError, isFetching, refetch } = useGetCoursesQuery({
    page: list.query.page,
    pageSize: PAGE_SIZE,
    search: search || undefined,
    status: status || undefined,
    sort: list.query.sort,
  });
  const filtered = Boolean(search || status);

  const onAction = (action: CourseAction, course: CourseSummary) => {
    if (action === 'edit') setEditing(course);
    else setPending({ action, course });
  };

  const confirm = async () => {
    if (!pending) return;
    const { action, course } = pending;
    try {
      if (action === 'delete') await deleteCourse(course.id).unwrap();
      else
        await updateCourse({
          id: course.id,
          body: { status: action === 'archive' ? 'archived' : 'draft' },
        }).unwrap();
      notify(
        intl.formatMessage({ id: `courses.confirm.${action}.done` }, { title: course.title }),
        'success',
      );
    } catch (failure) {
      notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'courses.form.failed' })), 'error');
    }
    setPending(null);
  };

  let content: ReactNode;
  if (isError)
    content = <ErrorState error={error} onRetry={() => void refetch()} titleId="courses.list.error" />;
  else if (!data)
    content = (
      <Grid container spacing={2} aria-busy>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CourseCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  else if (data.items.length === 0)
    content = filtered ? (
      <EmptyState
        icon={SearchOutlined}
        titleId="courses.list.noMatch"
        bodyId="courses.list.noMatchBody"
        action={
          <Button onClick={list.clearFilters}>
            <FormattedMessage id="common.clearFilters" />
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={MenuBookOutlined}
        titleId="courses.list.empty"
        bodyId={isSchool ? 'courses.list.emptyBodySchool' : 'courses.list.emptyBodyProducer'}
        action={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            <FormattedMessage id="courses.list.create" />
          </Button>
        }
      />
    );
  else
    content = (
      <>
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }}
          aria-busy={isFetching}
        >
          {data.items.map((course) => (
            <Grid key={course.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
              <CourseCard
                course={course}
                to={isSchool ? `/empresa/cursos/${course.id}` : undefined}
                onAction={onAction}
              />
            </Grid>
          ))}
        </Grid>
        {data.total > PAGE_SIZE && (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Pagination
              count={Math.ceil(data.total / PAGE_SIZE)}
              page={list.query.page}
              onChange={(_e, page) => list.onPaginationModelChange({ page: page - 1, pageSize: PAGE_SIZE })}
              getItemAriaLabel={(type, page) =>
                intl.formatMessage({ id: `courses.list.page.${type}` }, { page: page ?? 0 })
              }
            />
          </Stack>
        )}
      </>
    );

  const pendingTitle = pending?.course.title ?? '';
  return (
    <>
      <PageHeader
        titleId={handle?.titleId ?? 'route.company.courses'}
        subtitleId={isSchool ? 'courses.list.subtitleSchool' : 'courses.list.subtitleProducer'}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
            <FormattedMessage id="courses.list.create" />
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <UrlSearchField
          size="medium"
          // Typing filters after a short pause, so a slow phone sends one request per word, not per letter.
          search={{ value: search, commit: (text) => setFilter('search', text), delayMs: 350 }}
          label={intl.formatMessage({ id: 'courses.list.search' })}
          placeholder={intl.formatMessage({
            id: isSchool ? 'courses.list.searchPlaceholder' : 'courses.list.searchPlaceholderProducer',
          })}
          sx={{ flexGrow: 1 }}
        />
        <SelectField
          value={status}
          onChange={(e) => list.setFilter('status', e.target.value)}
          label={intl.formatMessage({ id: 'courses.list.statusFilter' })}
          sx={{ minWidth: { sm: 260 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'courses.list.status.current' })}</MenuItem>
          {COURSE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {intl.formatMessage({ id: `courses.status.${s}` })}
            </MenuItem>
          ))}
          <MenuItem value="all">{intl.formatMessage({ id: 'courses.list.status.all' })}</MenuItem>
        </SelectField>
      </Stack>
      {data && data.items.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
          <FormattedMessage id="courses.list.count" values={{ count: data.total }} />
        </Typography>
      )}
      {content}

      {editing && (
        <CourseFormDialog
          course={editing === 'new' ? null : editing}
          isSchool={isSchool}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={pending != null}
        title={
          pending ? (
            <FormattedMessage
              id={`courses.confirm.${pending.action}.title`}
              values={{ title: pendingTitle }}
            />
          ) : (
            ''
          )
        }
        confirmLabel={pending ? <FormattedMessage id={`courses.confirm.${pending.action}.confirm`} /> : ''}
        destructive={pending?.action === 'delete'}
        busy={updateState.isLoading || deleteState.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {pending && (
          <FormattedMessage id={`courses.confirm.${pending.action}.body`} values={{ title: pendingTitle }} />
        )}
      </ConfirmDialog>
    </>
  );
}
