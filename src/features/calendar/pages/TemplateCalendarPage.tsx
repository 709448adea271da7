import Add from '@mui/icons-material/Add';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TemplateCalendarEvent } from '@/api/contract/calendar';
import { CALENDAR_ERRORS } from '@/api/endpoints/calendar';
import DateProvider from '@/components/dates/DateProvider';
import { apiErrorText } from '@/components/feedback/apiErrorText';
import { notify } from '@/components/feedback/notify';
import EmptyState from '@/components/states/EmptyState';
import ErrorState from '@/components/states/ErrorState';
import PageHeader from '@/components/states/PageHeader';
import { useIsTouch } from '@/hooks/useIsTouch';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { toIsoDate } from '@/utils/localDate';
import { useDown } from '@/hooks/useBreakpoint';
import { asApiError } from '../apiError';
import {
  calendarEventAdded,
  calendarEventDeleted,
  calendarEventsLoaded,
  calendarEventUpdated,
  selectCalendar,
} from '../calendarSlice';
import CalendarBoard, { type MoveRequest, type SlotRequest } from '../components/CalendarBoard';
import CalendarSkeleton from '../components/CalendarSkeleton';
import type { EventFormValues } from '../mapping';
import {
  movedTemplateEvent,
  newTemplateValues,
  templateDraftOf,
  templateFormValues,
  valuesOfSelection,
  type TemplateFormValues,
} from '../templateMapping';
import { initialCalendarView, type CalendarView } from '../views';

// The event form brings the date pickers: it loads with the first dialog, not with the calendar.
const EventFormDialog = lazy(() => import('../components/EventFormDialog'));

type DialogState =
  { kind: 'create'; values: TemplateFormValues } | { kind: 'edit'; event: TemplateCalendarEvent } | null;

/** Every event of this calendar moves and resizes. */
const always = () => true;

/** The form's values with their last day (the template form always has one). */
const withEndDate = (values: EventFormValues): TemplateFormValues => ({
  ...values,
  endDate: values.endDate ?? values.date,
});

/**
 * /apps/calendar: the school's shared calendar (SPEC.md §3 "calendar events", §7 /api/calendar/events).
 * Same grid, locale and week start as /empresa/calendario; events span days, move and resize.
 */
export default function TemplateCalendarPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { events, status, error } = useAppSelector(selectCalendar);
  const phone = useDown('sm');
  const touch = useIsTouch();
  const [initialView] = useState<CalendarView>(() => initialCalendarView(phone));
  const [dialog, setDialog] = useState<DialogState>(null);
  const [loadedOnce, setLoadedOnce] = useState(false);

  const load = useCallback(() => {
    void dispatch(calendarEventsLoaded()).then((action) => {
      if (calendarEventsLoaded.fulfilled.match(action)) setLoadedOnce(true);
    });
  }, [dispatch]);
  useEffect(load, [load]);

  const onSlot = useCallback(({ start, end, allDay }: SlotRequest) => {
    setDialog({ kind: 'create', values: valuesOfSelection(start, end, allDay) });
  }, []);
  const onOpen = useCallback((event: TemplateCalendarEvent) => setDialog({ kind: 'edit', event }), []);

  const onMove = useCallback(
    async ({ event, start, end, allDay, revert }: MoveRequest<TemplateCalendarEvent>) => {
      try {
        await dispatch(calendarEventUpdated(movedTemplateEvent(event, start, end, allDay))).unwrap();
        notify(intl.formatMessage({ id: 'calendar.saved.moved' }), 'success');
      } catch (caught) {
        // Back where it was, and why, in the user's language (server msg first).
        revert();
        notify(apiErrorText(intl, asApiError(caught, CALENDAR_ERRORS.update)), 'error');
      }
    },
    [dispatch, intl],
  );

  const close = useCallback(() => setDialog(null), []);
  const failed = status === 'failed';
  // The grid stays once shown: a reload after a write does not blank it.
  const ready = loadedOnce && !failed;

  return (
    <DateProvider>
      <PageHeader
        titleId="calendar.app.title"
        subtitleId="calendar.app.subtitle"
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={!ready}
            onClick={() => setDialog({ kind: 'create', values: newTemplateValues(toIsoDate(new Date())) })}
          >
            <FormattedMessage id="calendar.new" />
          </Button>
        }
      />
      {failed && <ErrorState error={error} onRetry={load} titleId="calendar.error.title" />}
      {!failed && !loadedOnce && <CalendarSkeleton />}
      {ready && (
        <>
          {events.length === 0 ? (
            <EmptyState
              titleId="calendar.app.empty.title"
              bodyId="calendar.app.empty.body"
              icon={EventAvailableOutlined}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              <FormattedMessage id={touch ? 'calendar.app.hint.touch' : 'calendar.app.hint'} />
            </Typography>
          )}
          <CalendarBoard
            events={events}
            editable={always}
            initialView={initialView}
            phone={phone}
            fetching={status === 'loading'}
            onRangeChange={() => undefined}
            onSlot={onSlot}
            onOpen={onOpen}
            onMove={(move) => void onMove(move)}
          />
        </>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && (
          <EventFormDialog
            editing={null}
            variant="template"
            initialValues={dialog.values}
            onSave={(values) => dispatch(calendarEventAdded(templateDraftOf(withEndDate(values)))).unwrap()}
            onClose={close}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EventFormDialog
            editing={dialog.event}
            variant="template"
            initialValues={templateFormValues(dialog.event)}
            onSave={(values) =>
              dispatch(
                calendarEventUpdated({ ...templateDraftOf(withEndDate(values)), id: dialog.event.id }),
              ).unwrap()
            }
            onDelete={() => dispatch(calendarEventDeleted(dialog.event.id)).unwrap()}
            onClose={close}
          />
        )}
      </Suspense>
    </DateProvider>
  );
}
