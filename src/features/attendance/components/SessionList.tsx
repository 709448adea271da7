import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionSummary } from '@/api/contract/attendance';
import { CARD_GRID_ITEM } from '@/components/states/cardGrid';
import CardGridSkeleton from '@/components/states/CardGridSkeleton';
import { checkinLink } from '../links';
import CheckinStateChip from './CheckinStateChip';
import ClassMeta from './ClassMeta';

function SessionCard({ summary }: { summary: SessionSummary }) {
  const cls = summary.courseClass;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={checkinLink(cls.id, summary.date)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent>
          <Stack spacing={1}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem' }}>
                {cls.title}
              </Typography>
              <CheckinStateChip summary={summary} />
            </Stack>
            <ClassMeta courseClass={cls} teacherName={summary.teacherName} />
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="attendance.session.enrolled" values={{ count: summary.enrolled }} />
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function SessionListSkeleton() {
  const intl = useIntl();
  return (
    <CardGridSkeleton
      label={intl.formatMessage({ id: 'attendance.sessions.loading' })}
      card={
        <Card variant="outlined">
          <CardContent>
            <Skeleton width="70%" height={28} />
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </CardContent>
        </Card>
      }
    />
  );
}

/** The classes of the chosen day first, each one tap from its roll call; the others after. */
export default function SessionList({
  sessions,
  dateLabel,
}: {
  sessions: SessionSummary[];
  dateLabel: string;
}) {
  const scheduledId = useId();
  const othersId = useId();
  const scheduled = sessions.filter((s) => s.scheduled);
  const others = sessions.filter((s) => !s.scheduled);
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby={scheduledId}>
        <Typography id={scheduledId} variant="h3" component="h2" sx={{ mb: 2 }}>
          <FormattedMessage id="attendance.sessions.scheduled" values={{ date: dateLabel }} />
        </Typography>
        {scheduled.length === 0 ? (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="attendance.sessions.noneScheduled" />
          </Alert>
        ) : (
          <Grid container spacing={2}>
            {scheduled.map((s) => (
              <Grid key={s.courseClass.id} size={CARD_GRID_ITEM}>
                <SessionCard summary={s} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
      {others.length > 0 && (
        <Box component="section" aria-labelledby={othersId}>
          <Typography id={othersId} variant="h4" component="h2" sx={{ mb: 0.5 }}>
            <FormattedMessage id="attendance.sessions.others" />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            <FormattedMessage id="attendance.sessions.othersHint" />
          </Typography>
          <Grid container spacing={2}>
            {others.map((s) => (
              <Grid key={s.courseClass.id} size={CARD_GRID_ITEM}>
                <SessionCard summary={s} />
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
