import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StudentProfile } from '@/api/contract/students';
import ProfileSection from './ProfileSection';

const RARITY_COLORS = {
  common: 'default',
  rare: 'info',
  epic: 'secondary',
  legendary: 'warning',
} as const;

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
