import LaptopOutlined from '@mui/icons-material/LaptopOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface WhenWhereLinesProps {
  /** The date and time, already formatted. */
  when: string;
  /** The same moment as an ISO date, for a `<time>` element machines can read. */
  dateTime?: string;
  /** The venue in one line, or null for an online event. */
  place: string | null;
  /** Said instead of a place when the event is online. */
  onlineLabel: ReactNode;
}

const line = { alignItems: 'center', color: 'text.secondary' } as const;

/** An event's date and place as two small lines with icons (a laptop when it happens online). */
export default function WhenWhereLines({ when, dateTime, place, onlineLabel }: WhenWhereLinesProps) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={line}>
        <ScheduleOutlined fontSize="small" aria-hidden />
        <Typography variant="body2">{dateTime ? <time dateTime={dateTime}>{when}</time> : when}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={line}>
        {place ? (
          <PlaceOutlined fontSize="small" aria-hidden />
        ) : (
          <LaptopOutlined fontSize="small" aria-hidden />
        )}
        <Typography variant="body2">{place ?? onlineLabel}</Typography>
      </Stack>
    </>
  );
}
