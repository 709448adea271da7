import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ClassOutlined from '@mui/icons-material/ClassOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentProfile } from '@/api/contract/students';
import { formatPhone } from '@/utils/br';
import { ageOf, relationLabel } from '../labels';
import { parseLocalDate } from '@/utils/localDate';
import ProfileSection from './ProfileSection';

const RARITY_COLORS = {
  common: 'default',
  rare: 'info',
  epic: 'secondary',
  legendary: 'warning',
} as const;

function Row({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', py: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}

export function DetailsSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  const { student } = profile;
  return (
    <ProfileSection titleId="students.profile.details" icon={BadgeOutlined}>
      <Box component="dl" sx={{ m: 0 }}>
        <Row labelId="students.field.birthDate">
          {intl.formatDate(parseLocalDate(student.birthDate), { dateStyle: 'short' })}{' '}
          <FormattedMessage id="students.age" values={{ age: ageOf(student.birthDate) }} />
        </Row>
        <Row labelId="students.field.grade">{student.grade}</Row>
        <Row labelId="students.profile.linkCode">
          <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 1 }}>
            {student.linkCode}
          </Box>
        </Row>
        <Row labelId="students.profile.points">{intl.formatNumber(student.points)}</Row>
        <Row labelId="students.profile.since">
          {intl.formatDate(student.createdAt, { dateStyle: 'short' })}
        </Row>
      </Box>
    </ProfileSection>
  );
}

export function GuardiansSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  return (
    <ProfileSection titleId="students.profile.guardians" icon={FamilyRestroomOutlined}>
      <Stack spacing={1.5}>
        {profile.student.guardians.map((g) => {
          const digits = g.phone.replace(/\D/g, '');
          return (
            <Paper key={`${g.phone}-${g.name}`} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
              <Stack spacing={0.5}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {g.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {relationLabel(intl, g.relation)}
                    {g.userId && (
                      <>
                        {' · '}
                        <FormattedMessage id="students.profile.guardianLinked" />
                      </>
                    )}
                  </Typography>
                  <Typography variant="body2">{formatPhone(g.phone)}</Typography>
                  {g.email && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {g.email}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" sx={{ ml: -1 }}>
                  <Tooltip title={intl.formatMessage({ id: 'students.profile.call' }, { name: g.name })}>
                    <IconButton
                      component="a"
                      href={`tel:+55${digits}`}
                      aria-label={intl.formatMessage({ id: 'students.profile.call' }, { name: g.name })}
                    >
                      <PhoneOutlined />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={intl.formatMessage({ id: 'students.profile.whatsapp' }, { name: g.name })}>
                    <IconButton
                      component="a"
                      href={`https://wa.me/55${digits}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={intl.formatMessage({ id: 'students.profile.whatsapp' }, { name: g.name })}
                      sx={{ color: 'success.main' }}
                    >
                      <WhatsApp />
                    </IconButton>
                  </Tooltip>
                  {g.email && (
                    <Tooltip title={intl.formatMessage({ id: 'students.profile.email' }, { name: g.name })}>
                      <IconButton
                        component="a"
                        href={`mailto:${g.email}`}
                        aria-label={intl.formatMessage({ id: 'students.profile.email' }, { name: g.name })}
                      >
                        <EmailOutlined />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </ProfileSection>
  );
}

export function ClassesSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  // 2023-01-01 was a Sunday: weekday n is that day plus n.
  const weekday = (n: number) => intl.formatDate(new Date(2023, 0, 1 + n), { weekday: 'short' });
  return (
    <ProfileSection
      titleId="students.profile.classes"
      values={{ count: profile.classes.length }}
      icon={ClassOutlined}
    >
      {profile.classes.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="students.profile.classes.none" />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {profile.classes.map((c) => (
            <Box component="li" key={c.id}>
              <Link
                component={RouterLink}
                to={`/empresa/cursos/${encodeURIComponent(c.courseId)}`}
                sx={{ fontWeight: 600 }}
              >
                {c.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {c.weekdays.length === 7
                  ? intl.formatMessage({ id: 'students.profile.classes.everyDay' })
                  : c.weekdays.map(weekday).join(', ')}{' '}
                · {c.startTime}–{c.endTime} · {c.room}
                {c.teacherName && ` · ${c.teacherName}`}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}

export function CardsSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  return (
    <ProfileSection
      titleId="students.profile.cards"
      values={{ count: profile.cards.length }}
      icon={StyleOutlined}
    >
      {profile.cards.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="students.profile.cards.none" />
        </Typography>
      ) : (
        <Grid container spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {profile.cards.map(({ awardId, awardedAt, card }) => (
            <Grid key={awardId} size={{ xs: 6, sm: 4, md: 3 }} component="li">
              <Paper
                variant="outlined"
                sx={{
                  p: 1.5,
                  borderRadius: 2,
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.75,
                }}
              >
                <Chip
                  size="small"
                  color={RARITY_COLORS[card.rarity]}
                  label={<FormattedMessage id={`students.rarity.${card.rarity}`} />}
                  sx={{ alignSelf: 'flex-start' }}
                />
                <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{card.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {card.collection}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto' }}>
                  <FormattedMessage
                    id="students.profile.cards.awarded"
                    values={{ date: intl.formatDate(awardedAt, { dateStyle: 'short' }) }}
                  />
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
    </ProfileSection>
  );
}

export function MissionsSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  return (
    <ProfileSection titleId="students.profile.missions" icon={FlagOutlined}>
      {profile.missions.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="students.profile.missions.none" />
        </Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {profile.missions.map(({ mission, progress }) => {
            const percent = Math.round(progress * 100);
            return (
              <Box component="li" key={mission.id}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>{mission.title}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {intl.formatNumber(progress, { style: 'percent', maximumFractionDigits: 0 })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  sx={{ my: 0.75, height: 8, borderRadius: 4 }}
                  aria-label={intl.formatMessage(
                    { id: 'students.profile.missions.progress' },
                    { title: mission.title },
                  )}
                />
                <Typography variant="caption" color="text.secondary">
                  {mission.criteria} ·{' '}
                  <FormattedMessage
                    id="students.profile.missions.until"
                    values={{
                      date: intl.formatDate(mission.endsAt, { dateStyle: 'short' }),
                      points: mission.rewardPoints,
                    }}
                  />
                </Typography>
              </Box>
            );
          })}
        </Stack>
      )}
      {profile.completedMissions > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2, color: 'text.secondary' }}>
          <EmojiEventsOutlined fontSize="small" aria-hidden />
          <Typography variant="body2">
            <FormattedMessage
              id="students.profile.missions.completed"
              values={{ count: profile.completedMissions }}
            />
          </Typography>
        </Stack>
      )}
    </ProfileSection>
  );
}

export function MessagesSection({ profile }: { profile: StudentProfile }) {
  const intl = useIntl();
  return (
    <ProfileSection
      titleId="students.profile.messages"
      icon={ForumOutlined}
      action={
        <Button component={RouterLink} to="/empresa/chat" size="small">
          <FormattedMessage id="students.profile.messages.open" />
        </Button>
      }
    >
      {profile.messages.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="students.profile.messages.none" />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {profile.messages.map((m) => (
            <Box
              component="li"
              key={m.id}
              sx={{
                p: 1.5,
                borderRadius: 2,
                bgcolor: m.fromSchool ? 'action.hover' : 'transparent',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap>
                  {m.fromName}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {intl.formatDate(m.at, { dateStyle: 'short', timeStyle: 'short' })}
                </Typography>
              </Stack>
              {/* Plain text, never HTML: what a family typed cannot run here. */}
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {m.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </ProfileSection>
  );
}
