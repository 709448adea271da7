import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CourseSummary } from '@/api/contract/courses';
import { formatCents } from '@/utils/br';
import CourseStatusChip from './CourseStatusChip';

export type CourseAction = 'edit' | 'archive' | 'restore' | 'delete';

interface CourseCardProps {
  course: CourseSummary;
  /** Schools open the course's page (classes and students); producers edit in place. */
  to?: string;
  onAction: (action: CourseAction, course: CourseSummary) => void;
}

/** One course in the list: status, title, who teaches, price, and how full its classes are. */
export default function CourseCard({ course, to, onAction }: CourseCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasStudents = course.enrolled > 0;
  const teacher = course.teacherName ?? course.instructor;
  const fill = course.seats > 0 ? Math.min(100, Math.round((course.seatsTaken / course.seats) * 100)) : 0;
  const act = (action: CourseAction) => {
    setAnchor(null);
    onAction(action, course);
  };

  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: course.status === 'archived' ? 0.85 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.25, pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <CourseStatusChip status={course.status} />
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'courses.card.more' }, { title: course.title })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? true : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ mr: -1 }}
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </Stack>
        <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.1rem', lineHeight: 1.35 }}>
          {to ? (
            <Link component={RouterLink} to={to} underline="hover" color="inherit">
              {course.title}
            </Link>
          ) : (
            course.title
          )}
        </Typography>
        {course.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {course.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PersonOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" color={teacher ? 'text.primary' : 'text.secondary'} noWrap>
            {teacher ?? <FormattedMessage id="courses.card.noTeacher" />}
          </Typography>
        </Stack>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
          >
            {course.price === 0 ? (
              <Typography sx={{ fontWeight: 700, color: 'success.main' }}>
                <FormattedMessage id="courses.card.free" />
              </Typography>
            ) : (
              <Typography sx={{ fontWeight: 700 }}>
                <FormattedMessage id="courses.card.price" values={{ price: formatCents(course.price) }} />
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {to ? (
                <FormattedMessage
                  id="courses.card.classes"
                  values={{ enrolled: course.enrolled, classes: course.classCount }}
                />
              ) : (
                <FormattedMessage id="courses.card.seats" values={{ count: course.capacity }} />
              )}
            </Typography>
          </Stack>
          {to && (
            <Box sx={{ mt: 1 }}>
              <LinearProgress
                variant="determinate"
                value={fill}
                color={fill >= 100 ? 'warning' : 'primary'}
                aria-label={intl.formatMessage(
                  { id: 'courses.card.occupancy' },
                  { enrolled: course.seatsTaken, seats: course.seats },
                )}
                sx={{ height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" color="text.secondary">
                {course.classCount === 0 ? (
                  <FormattedMessage id="courses.card.noClasses" />
                ) : (
                  <FormattedMessage
                    id="courses.card.occupancy"
                    values={{ enrolled: course.seatsTaken, seats: course.seats }}
                  />
                )}
              </Typography>
            </Box>
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1 }}>
        {to && (
          <Button
            component={RouterLink}
            to={to}
            variant="contained"
            size="small"
            aria-describedby={headingId}
          >
            <FormattedMessage id="courses.card.open" />
          </Button>
        )}
        <Button
          size="small"
          variant={to ? 'text' : 'outlined'}
          startIcon={<EditOutlined />}
          onClick={() => onAction('edit', course)}
          aria-describedby={headingId}
        >
          <FormattedMessage id="common.edit" />
        </Button>
      </CardActions>
      <Menu id={menuId} anchorEl={anchor} open={anchor != null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => act('edit')}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={intl.formatMessage({ id: 'common.edit' })} />
        </MenuItem>
        {course.status === 'archived' ? (
          <MenuItem onClick={() => act('restore')}>
            <ListItemIcon>
              <UnarchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={intl.formatMessage({ id: 'courses.action.restore' })} />
          </MenuItem>
        ) : (
          <MenuItem onClick={() => act('archive')}>
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={intl.formatMessage({ id: 'courses.action.archive' })} />
          </MenuItem>
        )}
        <MenuItem onClick={() => act('delete')} disabled={hasStudents}>
          <ListItemIcon>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={intl.formatMessage({ id: 'common.delete' })}
            secondary={hasStudents ? intl.formatMessage({ id: 'courses.action.deleteBlocked' }) : undefined}
            slotProps={{ secondary: { sx: { whiteSpace: 'normal', maxWidth: 220 } } }}
          />
        </MenuItem>
      </Menu>
    </Card>
  );
}
