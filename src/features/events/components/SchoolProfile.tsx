import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { School } from '@/api/contract/domain';
import { useGetSchoolQuery } from '@/api/endpoints/events';
import ErrorState from '@/components/states/ErrorState';
import { srOnly } from '@/components/srOnly';
import { isNotFound } from '../apiError';
import NotFoundState from './NotFoundState';
import PageFrame from './PageFrame';
import SchoolContacts from './SchoolContacts';
import SchoolCourses from './SchoolCourses';
import SchoolEvents from './SchoolEvents';
import SchoolHeader from './SchoolHeader';
import SchoolSection from './SchoolSection';

function SchoolView({ school }: { school: School }) {
  return (
    <Stack spacing={3}>
      <SchoolHeader school={school} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          gridTemplateAreas: {
            xs: '"about" "contacts" "events" "courses"',
            md: '"about contacts" "events contacts" "courses contacts"',
          },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'about' }}>
          <SchoolSection titleId="events.school.about">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{school.about}</Typography>
          </SchoolSection>
        </Box>
        <Box sx={{ gridArea: 'contacts', height: { md: '100%' } }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <SchoolContacts school={school} />
          </Box>
        </Box>
        <Box sx={{ gridArea: 'events' }}>
          <SchoolEvents school={school} />
        </Box>
        <Box sx={{ gridArea: 'courses' }}>
          <SchoolCourses school={school} />
        </Box>
      </Box>
    </Stack>
  );
}

/** A school's public page: who they are, how to reach them, their upcoming events and open courses. */
export default function SchoolProfile() {
  const { id = '' } = useParams();
  const { data: school, error, isError, refetch } = useGetSchoolQuery(id);

  let content: ReactNode;
  if (isError && isNotFound(error)) {
    content = (
      <NotFoundState
        titleId="events.school.notFound.title"
        bodyId="events.school.notFound.body"
        backTo="/eventos"
        backLabelId="events.event.notFound.back"
      />
    );
  } else if (isError) {
    content = (
      <>
        <Typography component="h1" sx={srOnly}>
          <FormattedMessage id="events.school.errorTitle" />
        </Typography>
        <ErrorState error={error} onRetry={() => void refetch()} titleId="events.school.error" />
      </>
    );
  } else if (!school) {
    content = (
      <Stack spacing={3} aria-busy>
        <Typography component="h1" sx={srOnly}>
          <FormattedMessage id="events.school.loading" />
        </Typography>
        <Skeleton variant="rounded" height={200} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else {
    content = <SchoolView school={school} />;
  }
  return <PageFrame variant="public">{content}</PageFrame>;
}
