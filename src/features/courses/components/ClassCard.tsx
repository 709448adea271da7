import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Enrollment } from '@/api/contract/courses';
import type { CourseClass } from '@/api/contract/domain';
import { useUnenrolStudentMutation } from '@/api/endpoints/courses';
import ConfirmDialog from '@/components/feedback/ConfirmDialog';
import { notify } from '@/components/feedback/notify';
import { formatDay, periodText, scheduleText } from '../format';
import { initials } from '@/utils/initials';
import EnrolField from './EnrolField';
import { storageUrl } from '@/api/storage';
import { apiErrorText } from '@/components/feedback/apiErrorText';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', lineHeight: 0 }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

interface ClassCardProps {
  courseClass: CourseClass;
  courseId: string;
  capacity: number;
  teacherName: string | null;
  students: Enrollment[];
  /** Enrolments are still loading (or failed: then the count is all we show). */
  studentsState: 'loading' | 'error' | 'ready';
  canEnrol: boolean;
  defaultExpanded?: boolean;
  onEdit: (cls: CourseClass) => void;
  onDelete: (cls: CourseClass) => void;
}

/** One class (turma): when and where it meets, who teaches, and its students with enrol/unenrol. */
export default function ClassCard({
  courseClass: cls,
  courseId,
  capacity,
  teacherName,
  students,
  studentsState,
  canEnrol,
  defaultExpanded = false,
  onEdit,
  onDelete,
}: ClassCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const [removing, setRemoving] = useState<Enrollment | null>(null);
  const [unenrol, unenrolState] = useUnenrolStudentMutation();
  const count = cls.studentIds.length;
  const full = count >= capacity;
  const dated = (cls.dates?.length ?? 0) > 0;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await unenrol({ courseId, courseClassId: cls.id, studentId: removing.studentId }).unwrap();
      notify(intl.formatMessage({ id: 'courses.unenrol.done' }, { name: removing.studentName }), 'success');
    } catch (error) {
      notify(apiErrorText(intl, error, intl.formatMessage({ id: 'courses.unenrol.failed' })), 'error');
    }
    setRemoving(null);
  };

  return (
    <Accordion
      variant="outlined"
      defaultExpanded={defaultExpanded}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, borderRadius: 1 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls={`${headingId}-panel`}
        id={`${headingId}-header`}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', width: '100%', pr: 1 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
              {cls.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {scheduleText(intl, cls)}
            </Typography>
          </Box>
          <Chip
            size="small"
            color={full ? 'warning' : 'default'}
            variant={full ? 'filled' : 'outlined'}
            label={intl.formatMessage({ id: 'courses.class.occupancy' }, { count, capacity })}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          />
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-panel`} sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <Fact icon={<EventOutlined fontSize="small" />}>
              {dated ? (cls.dates ?? []).map((d) => formatDay(intl, d)).join(', ') : periodText(intl, cls)}
            </Fact>
            <Fact icon={<MeetingRoomOutlined fontSize="small" />}>
              {cls.room || <FormattedMessage id="courses.class.noRoom" />}
            </Fact>
            <Fact icon={<PersonOutlined fontSize="small" />}>
              {teacherName ?? <FormattedMessage id="courses.card.noTeacher" />}
            </Fact>
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() => onEdit(cls)}
              aria-describedby={headingId}
            >
              <FormattedMessage id="courses.class.edit" />
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => onDelete(cls)}
              aria-describedby={headingId}
            >
              <FormattedMessage id="courses.class.delete" />
            </Button>
          </Stack>

          <Box component="section" aria-labelledby={`${headingId}-students`}>
            <Typography
              id={`${headingId}-students`}
              variant="subtitle1"
              component="h4"
              sx={{ fontWeight: 600, mb: 1.5 }}
            >
              <FormattedMessage id="courses.class.students" values={{ count }} />
            </Typography>
            {canEnrol && (
              <Box sx={{ mb: 1.5 }}>
                <EnrolField
                  courseId={courseId}
                  courseClassId={cls.id}
                  classTitle={cls.title}
                  enrolledIds={cls.studentIds}
                  seatsLeft={capacity - count}
                  capacity={capacity}
                />
              </Box>
            )}
            {studentsState === 'loading' && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="common.loading" />
              </Typography>
            )}
            {studentsState === 'error' && (
              <Typography variant="body2" color="error">
                <FormattedMessage id="courses.class.studentsError" />
              </Typography>
            )}
            {studentsState === 'ready' && students.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="courses.class.noStudents" />
              </Typography>
            )}
            {studentsState === 'ready' && students.length > 0 && (
              <List
                dense
                disablePadding
                aria-labelledby={`${headingId}-students`}
                sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 3 }}
              >
                {students.map((s) => (
                  <ListItem
                    key={s.studentId}
                    disableGutters
                    sx={{ breakInside: 'avoid' }}
                    secondaryAction={
                      <Tooltip
                        title={intl.formatMessage({ id: 'courses.unenrol.label' }, { name: s.studentName })}
                      >
                        <IconButton
                          edge="end"
                          size="small"
                          aria-label={intl.formatMessage(
                            { id: 'courses.unenrol.label' },
                            { name: s.studentName },
                          )}
                          onClick={() => setRemoving(s)}
                        >
                          <PersonRemoveOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    }
                  >
                    <ListItemAvatar sx={{ minWidth: 44 }}>
                      <Avatar
                        src={storageUrl(s.avatarUrl) ?? undefined}
                        alt=""
                        sx={{ width: 32, height: 32, fontSize: '0.8rem' }}
                      >
                        {initials(s.studentName)}
                      </Avatar>
                    </ListItemAvatar>
                    <ListItemText primary={s.studentName} secondary={s.grade} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        </Stack>
      </AccordionDetails>
      <ConfirmDialog
        open={removing != null}
        title={<FormattedMessage id="courses.unenrol.title" values={{ name: removing?.studentName ?? '' }} />}
        confirmLabel={<FormattedMessage id="courses.unenrol.confirm" />}
        destructive
        busy={unenrolState.isLoading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        <FormattedMessage
          id="courses.unenrol.body"
          values={{ name: removing?.studentName ?? '', title: cls.title }}
        />
      </ConfirmDialog>
    </Accordion>
  );
}
