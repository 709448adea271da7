import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { TeacherWithClasses } from '@/api/contract/courses';
import { formatPhone, onlyDigits } from '@/utils/br';
import { scheduleText } from '../format';
import { initials } from '@/utils/initials';

interface TeacherCardProps {
  teacher: TeacherWithClasses;
  onEdit: (teacher: TeacherWithClasses) => void;
  onDelete: (teacher: TeacherWithClasses) => void;
}

/** A teacher: how to reach them, what they teach, and the classes they give. */
export default function TeacherCard({ teacher, onEdit, onDelete }: TeacherCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const classesId = useId();
  const phone = onlyDigits(teacher.phone);
  const editLabel = intl.formatMessage({ id: 'courses.teacher.editLabel' }, { name: teacher.name });
  const deleteLabel = intl.formatMessage({ id: 'courses.teacher.deleteLabel' }, { name: teacher.name });
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            alt=""
            sx={(theme) => ({
              width: 44,
              height: 44,
              fontWeight: 700,
              bgcolor: alpha(theme.palette.primary.main, 0.14),
              color: 'primary.main',
            })}
          >
            {initials(teacher.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography
              id={headingId}
              variant="h3"
              component="h2"
              sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}
            >
              {teacher.name}
            </Typography>
            {!teacher.active && (
              <Chip
                size="small"
                variant="outlined"
                label={intl.formatMessage({ id: 'courses.teacher.inactive' })}
                sx={{ mt: 0.5 }}
              />
            )}
          </Box>
          <Stack direction="row" sx={{ mr: -1, mt: -0.5 }}>
            <Tooltip title={editLabel}>
              <IconButton size="small" aria-label={editLabel} onClick={() => onEdit(teacher)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={deleteLabel}>
              <IconButton size="small" aria-label={deleteLabel} onClick={() => onDelete(teacher)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>

        {teacher.subjects.length > 0 && (
          <Stack
            direction="row"
            component="ul"
            aria-label={intl.formatMessage({ id: 'courses.teacher.field.subjects' })}
            sx={{ flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
          >
            {teacher.subjects.map((s) => (
              <li key={s}>
                <Chip size="small" label={s} color="primary" variant="outlined" />
              </li>
            ))}
          </Stack>
        )}

        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <EmailOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
            <Link href={`mailto:${teacher.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {teacher.email}
            </Link>
          </Stack>
          {phone && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PhoneOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              <Link href={`tel:+55${phone}`} variant="body2">
                {formatPhone(phone)}
              </Link>
            </Stack>
          )}
        </Stack>

        <Box sx={{ mt: 'auto', pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography id={classesId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            <FormattedMessage id="courses.teacher.classes" values={{ count: teacher.classes.length }} />
          </Typography>
          {teacher.classes.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="courses.teacher.noClasses" />
            </Typography>
          ) : (
            <Stack
              component="ul"
              spacing={0.5}
              aria-labelledby={classesId}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {teacher.classes.map((c) => (
                <li key={c.id}>
                  <Link
                    component={RouterLink}
                    to={`/empresa/cursos/${c.courseId}`}
                    variant="body2"
                    underline="hover"
                  >
                    {c.title}
                  </Link>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {scheduleText(intl, c)}
                  </Typography>
                </li>
              ))}
            </Stack>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
