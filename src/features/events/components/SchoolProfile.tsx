import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Course, School } from '@/api/contract/domain';
import {
  useGetPublicEventsQuery,
  useGetSchoolCoursesQuery,
  useGetSchoolQuery,
} from '@/api/endpoints/events';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import { formatCents, formatPhone, onlyDigits } from '@/utils/br';
import { isNotFound } from '../apiError';
import { EMPTY_FILTERS, writeFilters } from '../catalogParams';
import { mapsUrl, safeExternalUrl } from '../links';
import { srOnly } from '@/components/srOnly';
import { initials } from '@/utils/initials';
import { eventPath } from '../variant';
import EventCard from './EventCard';
import EventCardSkeleton from './EventCardSkeleton';
import NotFoundState from './NotFoundState';
import PageFrame from './PageFrame';
import { storageUrl } from '@/api/storage';

/** Upcoming events shown on a school's page; the rest are one search away in the catalogue. */
const SCHOOL_EVENTS = 6;

function Section({
  titleId,
  action,
  children,
}: {
  titleId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.35rem' }}>
          <FormattedMessage id={titleId} />
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function ContactLine({ icon, labelId, children }: { icon: ReactNode; labelId: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} component="li">
      <Box sx={{ color: 'primary.main', pt: 0.25, lineHeight: 0 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={labelId} />
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

function SchoolContacts({ school }: { school: School }) {
  const headingId = useId();
  const { address, contact } = school;
  const fullAddress = `${address.street}, ${address.city} - ${address.state}, ${address.cep}`;
  const website = safeExternalUrl(contact.website);
  const phoneDigits = onlyDigits(contact.phone);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2 }}>
        <FormattedMessage id="events.school.contacts" />
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <ContactLine icon={<PlaceOutlined />} labelId="events.school.address">
          <Typography>{address.street}</Typography>
          <Typography>{`${address.city} - ${address.state}, ${address.cep}`}</Typography>
          <Link
            href={mapsUrl(fullAddress)}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}
          >
            <FormattedMessage id="events.event.map" />
            <OpenInNewOutlined sx={{ fontSize: 16 }} aria-hidden />
            <Box component="span" sx={srOnly}>
              <FormattedMessage id="events.newTab" />
            </Box>
          </Link>
        </ContactLine>
        {phoneDigits && (
          <ContactLine icon={<PhoneOutlined />} labelId="events.school.phone">
            <Link href={`tel:+55${phoneDigits}`}>{formatPhone(phoneDigits)}</Link>
          </ContactLine>
        )}
        {contact.email && (
          <ContactLine icon={<EmailOutlined />} labelId="events.school.email">
            <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
          </ContactLine>
        )}
        {website && (
          <ContactLine icon={<LanguageOutlined />} labelId="events.school.website">
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              <Box component="span" sx={srOnly}>
                <FormattedMessage id="events.newTab" />
              </Box>
            </Link>
          </ContactLine>
        )}
      </Stack>
    </Paper>
  );
}

function SchoolEvents({ school }: { school: School }) {
  const { data, error, isError, refetch } = useGetPublicEventsQuery({
    schoolId: school.id,
    pageSize: SCHOOL_EVENTS,
    sort: 'date',
  });
  const more = data && data.total > data.items.length;
  const allUrl = `/eventos?${writeFilters({ ...EMPTY_FILTERS, search: school.name }).toString()}`;
  let content: ReactNode;
  if (isError)
    content = <ErrorState error={error} onRetry={() => void refetch()} titleId="events.school.eventsError" />;
  else if (!data)
    content = (
      <Grid container spacing={2}>
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6 }}>
            <EventCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  else if (data.items.length === 0)
    content = (
      <EmptyState
        icon={EventBusyOutlined}
        titleId="events.school.noEvents"
        bodyId="events.school.noEventsBody"
      />
    );
  else
    content = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.items.map((event) => (
          <Grid key={event.id} component="li" size={{ xs: 12, sm: 6 }}>
            <EventCard event={event} to={eventPath('public', event.id)} headingLevel="h3" />
          </Grid>
        ))}
      </Grid>
    );
  return (
    <Section
      titleId="events.school.events"
      action={
        more ? (
          <Button component={RouterLink} to={allUrl} size="small">
            <FormattedMessage id="events.school.allEvents" values={{ count: data.total }} />
          </Button>
        ) : undefined
      }
    >
      {content}
    </Section>
  );
}

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

function SchoolCourses({ school }: { school: School }) {
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
  return <Section titleId="events.school.courses">{content}</Section>;
}

function SchoolHeader({ school }: { school: School }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          height: { xs: 88, sm: 120 },
          background: [
            `radial-gradient(circle at 85% 20%, ${alpha(theme.palette.common.white, 0.25)} 0%, transparent 45%)`,
            `linear-gradient(120deg, ${theme.palette.primary.main} 0%, ${theme.palette.secondary.main} 100%)`,
          ].join(', '),
        })}
      />
      {/* A plain flex box, not a Stack: Stack resets its children's margins, and the logo's negative
          top margin is what lifts it onto the banner. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: { xs: 1.5, sm: 2.5 },
          px: { xs: 2, sm: 3 },
          pb: { xs: 2.5, sm: 3 },
          alignItems: { xs: 'flex-start', sm: 'flex-end' },
        }}
      >
        <Avatar
          src={storageUrl(school.logoUrl) ?? undefined}
          alt=""
          variant="rounded"
          sx={{
            width: { xs: 72, sm: 96 },
            height: { xs: 72, sm: 96 },
            mt: { xs: -4.5, sm: -6 },
            fontSize: { xs: '1.6rem', sm: '2.1rem' },
            fontWeight: 700,
            bgcolor: 'background.paper',
            backgroundImage: (theme) =>
              `linear-gradient(${alpha(theme.palette.primary.main, 0.14)}, ${alpha(theme.palette.primary.main, 0.14)})`,
            color: 'primary.main',
            border: 3,
            borderColor: 'background.paper',
            boxShadow: 2,
          }}
        >
          {initials(school.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.95rem' } }}>
            {school.name}
          </Typography>
          <Typography color="text.secondary">{`${school.address.city} - ${school.address.state}`}</Typography>
        </Box>
      </Box>
    </Paper>
  );
}

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
          <Section titleId="events.school.about">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{school.about}</Typography>
          </Section>
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
