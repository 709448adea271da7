import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';

function Item({ icon: Icon, children }: { icon: ComponentType<{ fontSize: 'small' }>; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** When and where a class meets, and who teaches it (when known). */
export default function ClassMeta({
  courseClass,
  teacherName,
  spaced = false,
}: {
  courseClass: { startTime: string; endTime: string; room: string };
  teacherName: string | null | undefined;
  /** A little room above, under a heading. */
  spaced?: boolean;
}) {
  return (
    <Stack
      direction="row"
      sx={{ color: 'text.secondary', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: spaced ? 0.5 : 0 }}
    >
      <Item icon={ScheduleOutlined}>
        {courseClass.startTime}–{courseClass.endTime}
      </Item>
      <Item icon={MeetingRoomOutlined}>{courseClass.room}</Item>
      {teacherName && <Item icon={PersonOutlined}>{teacherName}</Item>}
    </Stack>
  );
}
