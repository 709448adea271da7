import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { FamilyCourses } from '@/api/contract/family';
import { useGetDependentsQuery, useGetFamilyCoursesQuery } from '@/api/endpoints/family';
import SearchField from '@/components/list/SearchField';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { formatCents } from '@/utils/br';
import ChildAvatar from '../components/ChildAvatar';
import EnrollDialog from '../components/EnrollDialog';
import { scheduleText } from '../schedule';

type OpenCourse = FamilyCourses['open'][number];

function normalize(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Each child's courses, then the courses open for enrolment. */
export default function FamilyCoursesPage() {
  const intl = useIntl();
  const mineId = useId();
  const openId = useId();
  const courses = useGetFamilyCoursesQuery(undefined);
  const dependents = useGetDependentsQuery(undefined);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [offer, setOffer] = useState<OpenCourse | null>(null);

  const taken = useMemo(() => {
    const map = new Map<string, Set<string>>();
    for (const entry of courses.data?.dependents ?? [])
      map.set(entry.dependentId, new Set(entry.classes.map((c) => c.classId)));
    return map;
  }, [courses.data]);

  const loading = courses.isLoading || dependents.isLoading;
  const error = courses.error ?? dependents.error;
  if (loading)
    return (
      <>
        <PageHeader titleId="route.client.courses" subtitleId="family.courses.subtitle" />
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      </>
    );
  if (error || !courses.data || !dependents.data)
    return (
      <>
        <PageHeader titleId="route.client.courses" subtitleId="family.courses.subtitle" />
        <ErrorState
          error={error}
          onRetry={() => {
            void courses.refetch();
            void dependents.refetch();
          }}
        />
      </>
    );

  const kids = dependents.data;
  const mine = courses.data.dependents;
  const open = courses.data.open.filter((o) =>
    normalize(`${o.course.title} ${o.providerName} ${o.teacherName ?? ''} ${o.course.description}`).includes(
      normalize(deferred.trim()),
    ),
  );

  return (
    <>
      <PageHeader titleId="route.client.courses" subtitleId="family.courses.subtitle" />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby={mineId}>
          <Typography id={mineId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
            <FormattedMessage id="family.courses.mine" />
          </Typography>
          {kids.length === 0 ? (
            <EmptyState
              icon={MenuBookOutlined}
              titleId="family.courses.noChildrenTitle"
              bodyId="family.courses.noChildrenBody"
              action={
                <Button variant="contained" component={RouterLink} to="/cliente/dependentes">
                  <FormattedMessage id="family.dependents.add" />
                </Button>
              }
            />
          ) : (
            <Grid container spacing={2}>
              {kids.map((kid) => {
                const classes = mine.find((d) => d.dependentId === kid.id)?.classes ?? [];
                return (
                  <Grid key={kid.id} size={{ xs: 12, md: 6 }}>
                    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                        <ChildAvatar name={kid.name} src={kid.avatarUrl} size={40} />
                        <Typography variant="h4" component="h3">
                          {kid.name}
                        </Typography>
                      </Stack>
                      {classes.length === 0 ? (
                        <Typography color="text.secondary">
                          <FormattedMessage id="family.courses.none" values={{ name: kid.name }} />
                        </Typography>
                      ) : (
                        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                          {classes.map((cls) => (
                            <Box component="li" key={cls.classId}>
                              <Stack
                                direction="row"
                                sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
                              >
                                <Typography sx={{ fontWeight: 600 }}>{cls.courseTitle}</Typography>
                                {cls.enrollment?.status === 'pending' && (
                                  <Chip
                                    size="small"
                                    color="warning"
                                    label={<FormattedMessage id="family.courses.pending" />}
                                  />
                                )}
                              </Stack>
                              <Typography variant="body2">{scheduleText(intl, cls)}</Typography>
                              <Typography variant="body2" color="text.secondary">
                                {cls.classTitle} · {cls.room}
                                {cls.teacherName ? ` · ${cls.teacherName}` : ''} · {cls.providerName}
                              </Typography>
                              <Button
                                size="small"
                                component={RouterLink}
                                to={`/cliente/instrucoes/${cls.classId}`}
                                sx={{ px: 0 }}
                              >
                                <FormattedMessage id="family.welcome.instructions" />
                              </Button>
                            </Box>
                          ))}
                        </Stack>
                      )}
                    </Paper>
                  </Grid>
                );
              })}
            </Grid>
          )}
        </Box>

        <Box component="section" aria-labelledby={openId}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 1.5 }}
          >
            <Typography id={openId} variant="h3" component="h2">
              <FormattedMessage id="family.courses.open" />
            </Typography>
            <SearchField
              value={query}
              onChange={setQuery}
              label={intl.formatMessage({ id: 'family.courses.search' })}
            />
          </Stack>
          {open.length === 0 ? (
            <EmptyState
              icon={SearchOutlined}
              titleId="family.courses.openEmptyTitle"
              bodyId="family.courses.openEmptyBody"
              action={
                query ? (
                  <Button onClick={() => setQuery('')}>
                    <FormattedMessage id="common.clearFilters" />
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Grid container spacing={2}>
              {open.map((o) => {
                const seats = o.classes.reduce((sum, c) => sum + c.seatsLeft, 0);
                return (
                  <Grid key={o.course.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <Card
                      variant="outlined"
                      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                    >
                      <CardContent sx={{ flex: 1 }}>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                          <Typography variant="h4" component="h3">
                            {o.course.title}
                          </Typography>
                          <Chip
                            size="small"
                            color={o.course.price === 0 ? 'success' : 'default'}
                            label={
                              o.course.price === 0
                                ? intl.formatMessage({ id: 'family.courses.free' })
                                : formatCents(o.course.price)
                            }
                          />
                        </Stack>
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                          {o.providerName}
                          {o.teacherName ? ` · ${o.teacherName}` : ''}
                        </Typography>
                        <Typography
                          variant="body2"
                          sx={{
                            mb: 1.5,
                            display: '-webkit-box',
                            WebkitLineClamp: 3,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                          }}
                        >
                          {o.course.description}
                        </Typography>
                        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                          {o.classes.slice(0, 3).map((cls) => (
                            <Typography component="li" variant="body2" key={cls.classId}>
                              {scheduleText(intl, cls)}
                            </Typography>
                          ))}
                        </Stack>
                      </CardContent>
                      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
                        <Typography variant="body2" color={seats === 0 ? 'error' : 'text.secondary'}>
                          <FormattedMessage id="family.courses.seatsLeft" values={{ count: seats }} />
                        </Typography>
                        <Button
                          variant="contained"
                          size="small"
                          disabled={seats === 0 || kids.length === 0}
                          onClick={() => setOffer(o)}
                          aria-label={intl.formatMessage(
                            { id: 'family.courses.enrollIn' },
                            { course: o.course.title },
                          )}
                        >
                          <FormattedMessage id="family.courses.enroll" />
                        </Button>
                      </CardActions>
                    </Card>
                  </Grid>
                );
              })}
            </Grid>
          )}
        </Box>
      </Stack>
      {offer && <EnrollDialog offer={offer} dependents={kids} taken={taken} onClose={() => setOffer(null)} />}
    </>
  );
}
