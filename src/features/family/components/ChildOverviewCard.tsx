import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { FamilyOverview } from '@/api/contract/family';
import { scheduleText } from '../schedule';
import ChildAvatar from './ChildAvatar';

const RARITY_COLOR = { common: 'default', rare: 'info', epic: 'secondary', legendary: 'warning' } as const;

/** How one child is doing: school, attendance, classes, missions and latest cards. */
export default function ChildOverviewCard({ child }: { child: FamilyOverview['children'][number] }) {
  const intl = useIntl();
  const { dependent } = child;
  const linked = dependent.studentId !== null;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <ChildAvatar name={dependent.name} src={dependent.avatarUrl} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3" noWrap>
              {dependent.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {linked ? (
                `${dependent.schoolName ?? ''}${dependent.grade ? ` · ${dependent.grade}` : ''}`
              ) : (
                <FormattedMessage id="family.child.notLinked" />
              )}
            </Typography>
          </Box>
        </Stack>
        {linked && dependent.attendanceRate !== null && (
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            <FormattedMessage
              id="family.child.attendance"
              values={{ rate: intl.formatNumber(dependent.attendanceRate, { style: 'percent' }) }}
            />
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4">
          <FormattedMessage id="family.welcome.classes" />
        </Typography>
        {child.classes.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <FormattedMessage id="family.welcome.noClasses" />
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5 }} spacing={0.5}>
            {child.classes.slice(0, 3).map((cls) => (
              <li key={cls.classId}>
                <Typography variant="body2">
                  <strong>{cls.courseTitle}</strong> — {scheduleText(intl, cls)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {child.missions.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              <FormattedMessage id="family.welcome.missions" />
            </Typography>
            <Stack spacing={1} sx={{ mb: 1.5, mt: 0.5 }}>
              {child.missions.map((mission) => (
                <Box key={mission.missionId}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="body2">{mission.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {intl.formatNumber(mission.progress, { style: 'percent' })}
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={mission.progress * 100}
                    aria-label={mission.title}
                    sx={{ height: 6, borderRadius: 3 }}
                  />
                </Box>
              ))}
            </Stack>
          </>
        )}
        {child.latestCards.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h4">
              <FormattedMessage id="family.welcome.cards" />
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.5 }}>
              {child.latestCards.map((card) => (
                <Chip
                  key={`${card.cardId}-${card.awardedAt}`}
                  size="small"
                  icon={<StyleOutlined />}
                  color={RARITY_COLOR[card.rarity]}
                  label={`${card.name} · ${intl.formatMessage({ id: `family.rarity.${card.rarity}` })}`}
                />
              ))}
            </Stack>
          </>
        )}
        {linked ? (
          <Button
            component={RouterLink}
            to={`/cliente/colecao?filho=${encodeURIComponent(dependent.id)}`}
            size="small"
            startIcon={<StyleOutlined />}
            sx={{ mt: 1 }}
          >
            <FormattedMessage
              id="family.welcome.seeCollection"
              values={{ name: dependent.name.split(' ')[0] ?? dependent.name }}
            />
          </Button>
        ) : (
          <Button component={RouterLink} to="/cliente/dependentes" size="small" sx={{ mt: 1 }}>
            <FormattedMessage id="family.child.linkCta" />
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
