import FullCalendar, {
  useCalendarController,
  type DateSelectInfo,
  type DatesSetInfo,
  type EventClickInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import esLocale from '@fullcalendar/react/locales/es';
import frLocale from '@fullcalendar/react/locales/fr';
import ptBrLocale from '@fullcalendar/react/locales/pt-br';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha, useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings } from '@/store/settingsSlice';
import { readableBackground } from '../colors';
import { CALENDAR_DEFAULTS } from '../mapping';
import type { CalendarViewName } from '../views';
import CalendarToolbar from './CalendarToolbar';

/** FullCalendar's locale per app language ('en' is built in); weeks start on Sunday in all of them. */
const FC_LOCALES = { pt: ptBrLocale, es: esLocale, fr: frLocale } as const;
const localeFor = (language: Language) => (language === 'en' ? 'en' : FC_LOCALES[language]);

/** What the grid draws of an event; each calendar passes its own events (and gets them back). */
export interface BoardEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD (all day) or YYYY-MM-DDTHH:mm:ss, local time. */
  start: string;
  end: string;
  allDay: boolean;
  color: string;
  /** White unless said otherwise. */
  textColor?: string;
}

export interface MoveRequest<T extends BoardEvent = BoardEvent> {
  event: T;
  start: Date;
  end: Date | null;
  allDay: boolean;
  /** Puts the event back where it was (the server refused or the call failed). */
  revert: () => void;
}

export interface SlotRequest {
  start: Date;
  end: Date;
  allDay: boolean;
  /** Picked on the month grid (a day, not a time). */
  inMonth: boolean;
}

interface CalendarBoardProps<T extends BoardEvent> {
  events: T[];
  /** Whether an event may be dragged and resized here. */
  editable: (event: T) => boolean;
  /** The events hold a single day (the personal calendar's payload): moves stay within one date. */
  oneDayOnly?: boolean;
  initialView: CalendarViewName;
  fetching: boolean;
  onRangeChange: (from: Date, to: Date) => void;
  onSlot: (slot: SlotRequest) => void;
  onOpen: (event: T) => void;
  onMove: (move: MoveRequest<T>) => void;
}

/** The calendar's own event behind one FullCalendar shows (found by its id). */
function eventOf<T extends BoardEvent>(events: readonly T[], info: { event: { id: string } }): T | null {
  return events.find((event) => event.id === info.event.id) ?? null;
}

function moveOf<T extends BoardEvent>(event: T, info: EventDropInfo | EventResizeDoneInfo): MoveRequest<T> {
  return {
    event,
    start: info.event.start ?? new Date(),
    end: info.event.end,
    allDay: info.event.allDay,
    revert: () => info.revert(),
  };
}

/** The payload holds a single day: a move or resize must keep the event within one date. */
function withinOneDay(span: { start: Date; end: Date; allDay: boolean }): boolean {
  if (span.allDay) return span.end.getTime() - span.start.getTime() <= 86_400_000;
  const lastInstant = new Date(span.end.getTime() - 1);
  return lastInstant.toDateString() === span.start.toDateString();
}

/** The calendar grid (FullCalendar v7, classic theme painted with the MUI theme) under an MUI toolbar. */
export default function CalendarBoard<T extends BoardEvent>({
  events,
  editable,
  oneDayOnly = false,
  initialView,
  fetching,
  onRangeChange,
  onSlot,
  onOpen,
  onMove,
}: CalendarBoardProps<T>) {
  const theme = useTheme();
  const { i18n } = useAppSelector(selectSettings);
  const controller = useCalendarController();
  const view = (controller.view?.type ?? initialView) as CalendarViewName;

  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((event) => {
        const movable = editable(event);
        const textColor = event.textColor ?? CALENDAR_DEFAULTS.textColor;
        return {
          id: event.id,
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          color: readableBackground(event.color, textColor),
          contrastColor: textColor,
          interactive: true,
          startEditable: movable,
          // A one-day all-day event has nothing to resize.
          durationEditable: movable && !(oneDayOnly && event.allDay),
        };
      }),
    [events, editable, oneDayOnly],
  );

  const palette = theme.palette;
  const fcVars = {
    '--fc-classic-primary': palette.primary.main,
    '--fc-classic-primary-foreground': palette.primary.contrastText,
    '--fc-classic-button': palette.primary.main,
    '--fc-classic-button-border': palette.primary.main,
    '--fc-classic-button-strong': palette.primary.dark,
    '--fc-classic-button-strong-border': palette.primary.dark,
    '--fc-classic-button-foreground': palette.primary.contrastText,
    '--fc-classic-highlight': alpha(palette.primary.main, 0.16),
    '--fc-classic-today': alpha(palette.primary.main, palette.mode === 'dark' ? 0.14 : 0.07),
    '--fc-classic-now': palette.error.main,
    '--fc-classic-background': palette.background.paper,
    '--fc-classic-faint': alpha(palette.text.primary, 0.03),
    '--fc-classic-muted': alpha(palette.text.primary, 0.07),
    '--fc-classic-strong': alpha(palette.text.primary, 0.14),
    '--fc-classic-foreground': palette.text.primary,
    '--fc-classic-faint-foreground': palette.text.secondary,
    '--fc-classic-muted-foreground': palette.text.secondary,
    '--fc-classic-border': palette.divider,
    '--fc-classic-strong-border': alpha(palette.text.primary, 0.3),
  };

  return (
    <Box>
      {/* On body, so popovers and the drag mirror (rendered outside the grid) take the theme too. */}
      <GlobalStyles styles={{ body: fcVars }} />
      <CalendarToolbar
        title={controller.view?.title ?? ''}
        view={view}
        onPrev={() => controller.prev()}
        onNext={() => controller.next()}
        onToday={() => controller.today()}
        onView={(next) => controller.changeView(next)}
      />
      <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress aria-hidden />}</Box>
      <Box
        data-testid="calendar-board"
        sx={{
          '& > *': { fontSize: '0.875rem', fontFamily: 'inherit' },
          '& a': { color: 'inherit' },
          // The list has room to show whole titles on a phone: let them wrap.
          ...(view === 'listMonth' && {
            '& [role="button"] div': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
          }),
        }}
      >
        <FullCalendar
          controller={controller}
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={localeFor(i18n)}
          firstDay={0}
          initialView={initialView}
          headerToolbar={false}
          height={view.startsWith('timeGrid') ? 680 : 'auto'}
          events={inputs}
          selectable
          selectMirror
          dayMaxEvents={3}
          nowIndicator
          navLinks
          scrollTime="07:00:00"
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventAllow={(span) => !oneDayOnly || withinOneDay(span)}
          datesSet={(info: DatesSetInfo) => onRangeChange(info.start, info.end)}
          select={(info: DateSelectInfo) => {
            onSlot({
              start: info.start,
              end: info.end,
              allDay: info.allDay,
              inMonth: info.view.type === 'dayGridMonth',
            });
            info.view.calendar.unselect();
          }}
          eventClick={(info: EventClickInfo) => {
            info.jsEvent.preventDefault();
            const event = eventOf(events, info);
            if (event) onOpen(event);
          }}
          eventDrop={(info: EventDropInfo) => {
            const event = eventOf(events, info);
            if (event) onMove(moveOf(event, info));
            else info.revert();
          }}
          eventResize={(info: EventResizeDoneInfo) => {
            const event = eventOf(events, info);
            if (event) onMove(moveOf(event, info));
            else info.revert();
          }}
        />
      </Box>
    </Box>
  );
}
