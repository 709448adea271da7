import FullCalendar, {
  useCalendarController,
  type DateSelectInfo,
  type DayHeaderInfo,
  type DatesSetInfo,
  type EventClickInfo,
  type EventDisplayInfo,
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
import { srOnly } from '@/components/srOnly';
import { useAppSelector } from '@/store/hooks';
import type { Language } from '@/store/settings';
import { selectSettings } from '@/store/settingsSlice';
import { readableBackground } from '../colors';
import { CALENDAR_DEFAULTS } from '../mapping';
import { calendarViewOf, CUSTOM_VIEWS, fullCalendarView, type CalendarView } from '../views';
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
  initialView: CalendarView;
  /** A phone's screen: the list runs from today, and the month and week grids draw events to fit. */
  phone: boolean;
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

/** Class names of an event's time and title on a phone's grids (styled per view by the board). */
const PHONE_TIME = 'lumi-event-time';
const PHONE_TITLE = 'lumi-event-title';

/**
 * An event on a phone's month or week grid, where a day is some 45 px wide and FullCalendar's own
 * chip cuts the title to "Robót". The board shows the month's events as a dot and the start time
 * (all-day ones as a bar) and the week's as their whole title, wrapping; what is not shown stays
 * there for screen readers, and a day's "+N" popover (outside the board) shows time and title.
 */
function phoneEventContent(info: EventDisplayInfo) {
  const type = info.view.type;
  if (type !== 'dayGridMonth' && type !== 'timeGridWeek') return true;
  return (
    <>
      {info.timeText ? (
        <span className={`${info.timeClass} ${PHONE_TIME}`}>{info.timeText} </span>
      ) : (
        <span aria-hidden>{'\u00a0'}</span>
      )}
      <span className={`${info.titleClass} ${PHONE_TITLE}`}>{info.event.title}</span>
    </>
  );
}

/** A phone's week header: the weekday over the day's number, both whole in a 45 px column. */
function phoneDayHeaderContent(info: DayHeaderInfo) {
  if (info.inPopover || info.view.type !== 'timeGridWeek') return true;
  return (
    <span className="lumi-day-header">
      <span>{info.weekdayText}</span>
      <span className="lumi-day-number">{info.dayNumberText}</span>
    </span>
  );
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
  phone,
  fetching,
  onRangeChange,
  onSlot,
  onOpen,
  onMove,
}: CalendarBoardProps<T>) {
  const theme = useTheme();
  const { i18n } = useAppSelector(selectSettings);
  const controller = useCalendarController();
  const firstView = fullCalendarView(initialView, phone);
  const fcView = controller.view?.type ?? firstView;
  const view = calendarViewOf(fcView);

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
        onView={(next) => controller.changeView(fullCalendarView(next, phone))}
      />
      <Box sx={{ height: 4, mb: 1 }}>{fetching && <LinearProgress aria-hidden />}</Box>
      <Box
        data-testid="calendar-board"
        sx={{
          '& > *': { fontSize: '0.875rem', fontFamily: 'inherit' },
          '& a': { color: 'inherit' },
          // The list has room to show whole titles on a phone: let them wrap.
          ...(view === 'list' && {
            '& [role="button"] div': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
          }),
          ...(phone && {
            '& .lumi-day-header': { display: 'flex', flexDirection: 'column', alignItems: 'center' },
            '& .lumi-day-number': { fontSize: '1rem', fontWeight: 700, lineHeight: 1.2 },
          }),
          ...(phone && view === 'month' && { [`& .${PHONE_TITLE}`]: srOnly }),
          ...(phone &&
            view === 'week' && {
              [`& .${PHONE_TIME}`]: srOnly,
              [`& .${PHONE_TITLE}`]: {
                whiteSpace: 'normal',
                overflowWrap: 'anywhere',
                hyphens: 'auto',
                fontSize: '0.6875rem',
                lineHeight: 1.15,
              },
            }),
        }}
      >
        <FullCalendar
          controller={controller}
          plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          locale={localeFor(i18n)}
          firstDay={0}
          views={CUSTOM_VIEWS}
          initialView={firstView}
          headerToolbar={false}
          height={fcView.startsWith('timeGrid') ? 680 : 'auto'}
          events={inputs}
          selectable
          selectMirror
          dayMaxEvents={3}
          nowIndicator
          navLinks
          // A touch screen selects a slot or lifts an event after a hold: half a second, not FullCalendar's one.
          longPressDelay={500}
          {...(phone && { eventContent: phoneEventContent, dayHeaderContent: phoneDayHeaderContent })}
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
