import AddOutlined from '@mui/icons-material/AddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TeacherWithClasses } from '@/api/contract/courses';
import { useDeleteTeacherMutation, useGetTeachersQuery } from '@/api/endpoints/courses';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import ConfirmDeleteDialog from '@/components/dialog/ConfirmDeleteDialog';
import { notify } from '@/components/feedback/notify';
import SearchField from '@/components/list/SearchField';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import TeacherCard from '../components/TeacherCard';
import { DIALOG_TITLE_SX, fold } from '../format';
import { isApiError } from '@/api/errors';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// The teacher's form (its validation) loads when first opened.
const TeacherFormDialog = lazyDialog(() => import('../components/TeacherFormDialog'));

function TeacherSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={44} height={44} />
          <Skeleton variant="text" width="55%" sx={{ fontSize: '1.1rem' }} />
        </Stack>
        <Skeleton variant="rounded" width="45%" height={22} sx={{ mt: 2 }} />
        <Skeleton variant="text" width="75%" sx={{ mt: 1 }} />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="text" width="65%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}

/** Why a teacher cannot be deleted yet: the classes (and courses) they still teach. */
function RefusalDialog({ message, onClose }: { message: ReactNode; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={DIALOG_TITLE_SX}>
        <FormattedMessage id="courses.teacher.cannotDelete" />
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" variant="outlined">
          {message}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          <FormattedMessage id="common.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function matches(teacher: TeacherWithClasses, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const text = fold(
    `${teacher.name} ${teacher.email} ${teacher.phone} ${teacher.subjects.join(' ')} ${teacher.classes
      .map((c) => `${c.title} ${c.courseTitle}`)
      .join(' ')}`,
  );
  return terms.every((term) => text.includes(term));
}

/**
 * /empresa/professores, the school's landing page: its teachers with contacts, subjects and
 * classes; search as you type (the list is small and already loaded); add, edit, delete.
 */
export default function TeachersPage() {
  const intl = useIntl();
  const { data, error, isError, refetch } = useGetTeachersQuery(undefined);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [editing, setEditing] = useState<TeacherWithClasses | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TeacherWithClasses | null>(null);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [deleteTeacher, deleteState] = useDeleteTeacherMutation();

  const searching = deferredSearch.trim().length > 0;
  const shown = useMemo(() => {
    const terms = fold(deferredSearch.trim()).split(/\s+/).filter(Boolean);
    return (data ?? [])
      .filter((tc) => matches(tc, terms))
      .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name, 'pt-BR'));
  }, [data, deferredSearch]);
  const subjects = useMemo(
    () => [...new Set((data ?? []).flatMap((tc) => tc.subjects))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    [data],
  );
  const classCount = (data ?? []).reduce((n, tc) => n + tc.classes.length, 0);

  const askDelete = (teacher: TeacherWithClasses) => {
    if (teacher.classes.length > 0) {
      setRefusal(
        <FormattedMessage
          id="courses.teacher.teachesClasses"
          values={{
            name: teacher.name,
            count: teacher.classes.length,
            classes: intl.formatList(
              teacher.classes.map((c) => c.title),
              { type: 'conjunction' },
            ),
          }}
        />,
      );
      return;
    }
    setDeleting(teacher);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTeacher(deleting.id).unwrap();
      notify(intl.formatMessage({ id: 'courses.teacher.deleted' }, { name: deleting.name }), 'success');
    } catch (failure) {
      // The server refuses while the teacher still teaches (someone may have just assigned a class).
      if (isApiError(failure) && failure.status === 409) setRefusal(apiErrorText(intl, failure));
      else notify(apiErrorText(intl, failure, intl.formatMessage({ id: 'courses.teacher.failed' })), 'error');
    }
    setDeleting(null);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
      <FormattedMessage id="courses.teacher.new" />
    </Button>
  );
  let content: ReactNode;
  if (isError)
    content = <ErrorState error={error} onRetry={() => void refetch()} titleId="courses.teachers.error" />;
  else if (!data)
    content = (
      <Grid container spacing={2} aria-busy>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
            <TeacherSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  else if (data.length === 0)
    content = (
      <EmptyState
        icon={GroupsOutlined}
        titleId="courses.teachers.empty"
        bodyId="courses.teachers.emptyBody"
        action={addButton}
      />
    );
  else if (shown.length === 0)
    content = (
      <EmptyState
        icon={SearchOutlined}
        titleId="courses.teachers.noMatch"
        bodyId="courses.teachers.noMatchBody"
        values={{ search: deferredSearch.trim() }}
        action={
          <Button onClick={() => setSearch('')}>
            <FormattedMessage id="common.clearFilters" />
          </Button>
        }
      />
    );
  else
    content = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((teacher) => (
          <Grid key={teacher.id} component="li" size={{ xs: 12, sm: 6, lg: 4 }}>
            <TeacherCard teacher={teacher} onEdit={setEditing} onDelete={askDelete} />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <>
      <PageHeader
        titleId="route.company.teachers"
        subtitleId="courses.teachers.subtitle"
        actions={addButton}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          size="medium"
          value={search}
          onChange={setSearch}
          label={intl.formatMessage({ id: 'courses.teachers.search' })}
          placeholder={intl.formatMessage({ id: 'courses.teachers.searchPlaceholder' })}
          sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
        />
        {data && data.length > 0 && (
          <Typography color="text.secondary" role="status">
            {searching ? (
              <FormattedMessage
                id="courses.teachers.shown"
                values={{ shown: shown.length, count: data.length }}
              />
            ) : (
              <FormattedMessage
                id="courses.teachers.count"
                values={{ count: data.length, classes: classCount }}
              />
            )}
          </Typography>
        )}
      </Stack>
      {content}

      {editing && (
        <TeacherFormDialog
          teacher={editing === 'new' ? null : editing}
          subjectSuggestions={subjects}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        target={deleting}
        titleId="courses.teacher.deleteTitle"
        bodyId="courses.teacher.deleteBody"
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {refusal != null && <RefusalDialog message={refusal} onClose={() => setRefusal(null)} />}
    </>
  );
}
