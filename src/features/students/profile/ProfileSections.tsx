import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import ClassOutlined from '@mui/icons-material/ClassOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
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
