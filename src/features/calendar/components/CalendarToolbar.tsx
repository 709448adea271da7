import CalendarViewDay from '@mui/icons-material/CalendarViewDay';
import CalendarViewMonth from '@mui/icons-material/CalendarViewMonth';
import CalendarViewWeek from '@mui/icons-material/CalendarViewWeek';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarView } from '../views';

const VIEW_META: Record<CalendarView, { labelId: string; icon: ComponentType<{ fontSize?: 'small' }> }> = {
  month: { labelId: 'calendar.view.month', icon: CalendarViewMonth },
  week: { labelId: 'calendar.view.week', icon: CalendarViewWeek },
  day: { labelId: 'calendar.view.day', icon: CalendarViewDay },
  list: { labelId: 'calendar.view.list', icon: ViewAgenda },
};

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

/** Period navigation, the period's name and the view switch, in MUI (FullCalendar's own toolbar is off). */
export default function CalendarToolbar({
  title,
  view,
  onPrev,
  onNext,
  onToday,
  onView,
}: CalendarToolbarProps) {
  const intl = useIntl();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        mb: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', order: 1 }}>
        {/* The browser's own hint (title): MUI's Tooltip would bring its positioning engine in. */}
        <IconButton
          onClick={onPrev}
          aria-label={intl.formatMessage({ id: 'calendar.nav.prev' })}
          title={intl.formatMessage({ id: 'calendar.nav.prev' })}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton
          onClick={onNext}
          aria-label={intl.formatMessage({ id: 'calendar.nav.next' })}
          title={intl.formatMessage({ id: 'calendar.nav.next' })}
        >
          <ChevronRight />
        </IconButton>
        <Button variant="outlined" size="small" onClick={onToday}>
          <FormattedMessage id="calendar.nav.today" />
        </Button>
      </Stack>
      <Typography
        variant="h3"
        component="h2"
        aria-live="polite"
        sx={{
          // A week range in pt-BR ("28 de novembro – 4 de dezembro de 2026") is longer than a
          // 360 px line: it wraps rather than losing its year behind an ellipsis.
          textWrap: 'balance',
          order: { xs: 2, md: 2 },
          flex: { xs: '1 1 100%', sm: '1 1 auto' },
          minWidth: 0,
          pl: { xs: 0.5, sm: 1 },
          fontSize: { xs: '1.1rem', sm: '1.25rem' },
          '&::first-letter': { textTransform: 'uppercase' },
        }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        value={view}
        exclusive
        size="small"
        color="primary"
        onChange={(_e, next: CalendarView | null) => {
          if (next) onView(next);
        }}
        aria-label={intl.formatMessage({ id: 'calendar.view.label' })}
        sx={{
          order: 3,
          flex: { xs: '1 1 100%', md: '0 0 auto' },
          '& .MuiToggleButton-root': { flex: { xs: 1, md: 'none' } },
        }}
      >
        {Object.entries(VIEW_META).map(([name, meta]) => {
          const Icon = meta.icon;
          const label = intl.formatMessage({ id: meta.labelId });
          return (
            <ToggleButton
              key={name}
              value={name}
              aria-label={label}
              sx={{ gap: 0.75, px: 1.5, textTransform: 'none' }}
            >
              <Icon fontSize="small" />
              <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {label}
              </Box>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
