import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useGetMySchoolQuery } from '@/api/endpoints/courses';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import SchoolProfileForm from '../components/SchoolProfileForm';

/** /empresa/gestao-escola: the school's profile as its public page /escolas/:id shows it, with a live preview. */
export default function SchoolProfilePage() {
  const { data, error, isError, refetch } = useGetMySchoolQuery(undefined);
  return (
    <>
      <PageHeader titleId="route.company.school" subtitleId="courses.school.subtitle" />
      {isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} titleId="courses.school.error" />
      ) : !data ? (
        <Grid container spacing={3} aria-busy>
          <Grid size={{ xs: 12, md: 7 }}>
            <Skeleton variant="rounded" height={420} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        </Grid>
      ) : (
        <SchoolProfileForm key={data.id} school={data} />
      )}
    </>
  );
}
