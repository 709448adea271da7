import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CALENDAR_ERRORS,
  useGetCalendarQuery,
  useUpdateUserEventMutation,
  type CalendarRange,
} from '@/api/endpoints/calendar';
import { lazyDialog } from '@/components/dialog/lazyDialog';
import { notify } from '@/components/feedback/notify';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { useIsTouch } from '@/hooks/useIsTouch';
import { selectUser } from '@/store/sessionSlice';
import { toIsoDate } from '@/utils/localDate';
import { useDown } from '@/hooks/useBreakpoint';
import { asApiError } from '../apiError';
import CalendarBoard, { type MoveRequest, type SlotRequest } from '../components/CalendarBoard';
import CalendarSkeleton from '../components/CalendarSkeleton';
import { initialCalendarView, type CalendarView } from '../views';
import EventDetailsDialog from '../components/EventDetailsDialog';
import {
  clockOf,
  eventKind,
  formValuesOf,
  movedEventBody,
  newEventValues,
  toCalendarEvents,
  type CalendarEvent,
  type EventFormValues,
} from '../mapping';
import { apiErrorText } from '@/components/feedback/apiErrorText';

// The event and class forms (time fields, validation) load when first opened.
const EventDialog = lazyDialog(() => import('../components/EventDialog'));
const ClassDialog = lazyDialog(() => import('../components/ClassDialog'));

type DialogState =
  | { kind: 'create'; values: EventFormValues }
  | { kind: 'edit'; event: CalendarEvent }
  | { kind: 'class'; event: CalendarEvent }
  | { kind: 'details'; event: CalendarEvent }
  | null;

/** The range FullCalendar shows first, so the first load starts with the page (weeks start on Sunday). */
function initialRange(view: CalendarView, today: Date): CalendarRange {
  if (view === 'list') {
    // A phone's list: the seven days from today.
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    return {
      from: toIsoDate(from),
      to: toIsoDate(new Date(from.getFullYear(), from.getMonth(), from.getDate() + 7)),
    };
  }
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  return {
    from: toIsoDate(start),
    to: toIsoDate(new Date(start.getFullYear(), start.getMonth(), start.getDate() + 42)),
  };
}

/** Personal events move and resize; classes and events are edited elsewhere (SPEC.md §7). */
const isPersonal = (event: CalendarEvent) => eventKind(event) === 'personal';

/** /empresa/calendario: classes, the school's events and personal events in one calendar (SPEC.md §3–8). */
export default function CalendarPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const userId = user?.id ?? '';
  const phone = useDown('sm');
  const touch = useIsTouch();
  const [initialView] = useState<CalendarView>(() => initialCalendarView(phone));
  const [range, setRange] = useState<CalendarRange>(() => initialRange(initialView, new Date()));
  const { data, error, isError, isLoading, isFetching, refetch } = useGetCalendarQuery(range);
  const events = useMemo(() => toCalendarEvents(data ?? []), [data]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [updateUserEvent] = useUpdateUserEventMutation();

  const onRangeChange = useCallback((from: Date, to: Date) => {
    const next = { from: toIsoDate(from), to: toIsoDate(to) };
    setRange((prev) => (prev.from === next.from && prev.to === next.to ? prev : next));
  }, []);

  const onSlot = useCallback(({ start, end, allDay, inMonth }: SlotRequest) => {
    const date = toIsoDate(start);
    if (allDay && inMonth) {
      setDialog({ kind: 'create', values: newEventValues(date) });
      return;
    }
    if (allDay) {
      setDialog({ kind: 'create', values: newEventValues(date, '09:00', '10:00', true) });
      return;
    }
    const endTime = toIsoDate(end) === date ? clockOf(end) : '23:59';
    setDialog({ kind: 'create', values: newEventValues(date, clockOf(start), endTime) });
  }, []);

  const onOpen = useCallback((event: CalendarEvent) => {
    const kind = eventKind(event);
    if (kind === 'personal') setDialog({ kind: 'edit', event });
    else if (kind === 'class') setDialog({ kind: 'class', event });
    else setDialog({ kind: 'details', event });
  }, []);

  const onMove = useCallback(
    async ({ event, start, end, allDay, revert }: MoveRequest<CalendarEvent>) => {
      if (!event.eventUserId) {
        revert();
        return;
      }
      try {
        await updateUserEvent({
          eventUserId: event.eventUserId,
          body: movedEventBody(event, start, end, allDay, userId),
        }).unwrap();
        notify(intl.formatMessage({ id: 'calendar.saved.moved' }), 'success');
      } catch (caught) {
        revert();
        notify(apiErrorText(intl, asApiError(caught, CALENDAR_ERRORS.update)), 'error');
      }
    },
    [intl, updateUserEvent, userId],
  );

  const close = useCallback(() => setDialog(null), []);

  return (
    <>
      <PageHeader
        titleId="calendar.title"
        subtitleId="calendar.subtitle"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ kind: 'create', values: newEventValues(toIsoDate(new Date())) })}
          >
            <FormattedMessage id="calendar.new" />
          </Button>
        }
      />
      {isError && <ErrorState error={error} onRetry={() => void refetch()} titleId="calendar.error.title" />}
      {!data && isLoading && <CalendarSkeleton />}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <FormattedMessage id={touch ? 'calendar.hint.touch' : 'calendar.hint'} />
          </Typography>
          <CalendarBoard
            events={events}
            editable={isPersonal}
            oneDayOnly
            initialView={initialView}
            phone={phone}
            fetching={isFetching}
            onRangeChange={onRangeChange}
            onSlot={onSlot}
            onOpen={onOpen}
            onMove={(move) => void onMove(move)}
          />
        </>
      )}
      {dialog?.kind === 'create' && (
        <EventDialog event={null} initialValues={dialog.values} userId={userId} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <EventDialog
          event={dialog.event}
          initialValues={formValuesOf(dialog.event)}
          userId={userId}
          onClose={close}
        />
      )}
      {dialog?.kind === 'class' && <ClassDialog event={dialog.event} onClose={close} />}
      {dialog?.kind === 'details' && <EventDetailsDialog event={dialog.event} onClose={close} />}
    </>
  );
}
