import { bookingInPastIssues } from '@brigade/core';
import Add from '@mui/icons-material/Add';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNote from '@mui/icons-material/EventNote';
import ListAlt from '@mui/icons-material/ListAlt';
import Restaurant from '@mui/icons-material/Restaurant';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { MessageDialog } from '../../components/MessageDialog';
import { useSnackbar } from '../../components/snackbar';
import { errorMessage } from '../../lib/api';
import { myKitchensQuery, useCan } from '../../lib/use-can';
import { productionPath } from '../production/selection';
import { orderGuidePath } from '../purchasing/order-guide/selection';
import { eventRangeQuery, useMoveEvent } from './api';
import { CalendarPanel } from './calendar/CalendarPanel';
import { type ShownDays, shownDays, shownRange, withShownDays } from './calendar/calendar-address';
import { movedRange, toCalendarEvents } from './calendar/calendar-events';
import type { EventMove } from './calendar/EventCalendar';
import { moveText } from './calendar/event-moves';
import { shownStatuses, withShownStatuses } from './calendar/event-status';
import { RangeTotals } from './calendar/RangeTotals';
import { StatusFilter } from './calendar/StatusFilter';
import type { EventDialogTarget } from './dialog/EventDialog';
import { EVENT_TEXTS, EVENTS_SNACKBAR_MS } from './event-texts';

// The dialogs load on first use: the calendar paints without them.
const EventDialog = lazy(async () => ({ default: (await import('./dialog/EventDialog')).EventDialog }));
const CalendarFeedDialog = lazy(async () => ({
  default: (await import('./feed/CalendarFeedDialog')).CalendarFeedDialog,
}));
const GuaranteeSettingsDialog = lazy(async () => ({
  default: (await import('./settings/GuaranteeSettingsDialog')).GuaranteeSettingsDialog,
}));

type Range = { startDate: string; endDate: string };
type Slot = { start: Date; end: Date; allDay: boolean };

/** A new event from the header button: the next full hour, for an hour. */
function nextHour(): Slot {
  const start = new Date();
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return { start, end: new Date(start.getTime() + 60 * 60 * 1000), allDay: false };
}

/**
 * /portal/events (spec 2): the banquet calendar — month, week (default) and day views — with the
 * events of the visible range. Selecting an empty slot opens a new event (one ending in the past gets
 * spec 5's dialog instead), clicking an event opens it, and dragging or resizing one moves it (a
 * refused move snaps back and says why; an accepted one is named in a snackbar with Undo). A member whose role may only read events opens
 * them read-only, with their prep lists and BEO to print, and cannot add or move one.
 */
export function EventsPage() {
  const snackbar = useSnackbar();
  // The statuses shown, the view and its date live in the address: a reload or a shared link keeps them.
  const [params, setParams] = useSearchParams();
  // Read again only when the view or date in it change (a status filter leaves the calendar's date be).
  const daysKey = withShownDays(new URLSearchParams(), shownDays(params)).toString();
  const days = useMemo(() => shownDays(new URLSearchParams(daysKey)), [daysKey]);
  const onShow = useCallback(
    (next: ShownDays) => setParams((before) => withShownDays(before, next), { replace: true }),
    [setParams],
  );
  // The days a visit opens on are known before the calendar has loaded: their events are asked for at once.
  const [range, setRange] = useState<Range>(() => shownRange(days));
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null);
  const [pastSlot, setPastSlot] = useState(false);
  const [feedOpen, setFeedOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const events = useQuery(eventRangeQuery(range.startDate, range.endDate));
  const statusParam = params.get('status');
  const shown = useMemo(
    () => shownStatuses(new URLSearchParams(statusParam ? { status: statusParam } : {})),
    [statusParam],
  );
  const shownRows = useMemo(
    () => (events.data ?? []).filter((row) => shown.includes(row.status)),
    [events.data, shown],
  );
  const calendarEvents = useMemo(() => toCalendarEvents(shownRows), [shownRows]);
  const move = useMoveEvent();
  const can = useCan();
  // The calendar draws once its events and the member's role (what it may select and drag) are read:
  // each would otherwise draw the whole calendar again as it arrives.
  const roleRead = useQuery(myKitchensQuery).isFetched;

  const onRange = useCallback((start: Date, end: Date) => {
    const next = { startDate: start.toISOString(), endDate: end.toISOString() };
    setRange((before) =>
      before.startDate === next.startDate && before.endDate === next.endDate ? before : next,
    );
  }, []);

  // Spec 5: a new slot whose end is before now is refused, with core's rule.
  const openSlot = useCallback((slot: Slot) => {
    if (bookingInPastIssues({ id: null, end: slot.end.toISOString() }).length > 0) setPastSlot(true);
    else setDialog({ slot });
  }, []);

  const openEvent = useCallback((eventId: number) => setDialog({ eventId }), []);

  const { mutate: patch } = move;
  const moveEvent = useCallback(
    (moved: EventMove) => {
      const next = movedRange(moved);
      if (!next) return moved.revert();
      const failed = (error: unknown) =>
        snackbar.error(`${EVENT_TEXTS.moveFailed}: ${errorMessage(error)}`, { autoHide: EVENTS_SNACKBAR_MS });
      const after = { start: new Date(next.start), end: new Date(next.end), allDay: moved.allDay };
      patch(
        { id: moved.id, version: moved.version, ...next },
        {
          onError: (error) => {
            moved.revert();
            failed(error);
          },
          // Every move is named, with Undo: it sends the old start and end back.
          onSuccess: (saved) =>
            snackbar.success(moveText(moved.title, moved.before, after), {
              autoHide: EVENTS_SNACKBAR_MS,
              action: {
                label: EVENT_TEXTS.undo,
                run: () =>
                  patch(
                    {
                      id: moved.id,
                      version: saved.version,
                      start: moved.before.start.toISOString(),
                      end: moved.before.end.toISOString(),
                    },
                    {
                      onError: failed,
                      onSuccess: () =>
                        snackbar.success(moveText(moved.title, after, moved.before), {
                          autoHide: EVENTS_SNACKBAR_MS,
                        }),
                    },
                  ),
              },
            }),
        },
      );
    },
    [patch, snackbar],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Events
        </Typography>
        <Button variant="outlined" startIcon={<EventNote />} onClick={() => setFeedOpen(true)}>
          Calendar feed
        </Button>
        <Button variant="outlined" startIcon={<EventAvailable />} onClick={() => setSettingsOpen(true)}>
          Guarantees
        </Button>
        {/* What the days on screen need, by vendor (a month view means its month). */}
        {can('getOrderGuide') && (
          <Button
            variant="outlined"
            startIcon={<ListAlt />}
            component={RouterLink}
            to={orderGuidePath(range)}
          >
            Order Guide
          </Button>
        )}
        {/* What to make, day by day and team by team, for the days on screen. */}
        {can('getProductionPlan') && (
          <Button
            variant="outlined"
            startIcon={<Restaurant />}
            component={RouterLink}
            to={productionPath(range)}
          >
            Production
          </Button>
        )}
        {can('createEvent') && (
          <Button variant="contained" startIcon={<Add />} onClick={() => openSlot(nextHour())}>
            New Event
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <StatusFilter
          shown={shown}
          onChange={(next) => setParams((before) => withShownStatuses(before, next), { replace: true })}
        />
        <RangeTotals events={shownRows} />
      </Box>
      {events.isError && <Alert severity="error">{errorMessage(events.error)}</Alert>}
      <CalendarPanel
        // Paging keeps the last range's events (placeholder data) while the next ones load: still ready.
        ready={(events.data !== undefined || events.isError) && roleRead}
        events={calendarEvents}
        shown={days}
        onShow={onShow}
        onRange={onRange}
        onSelectSlot={can('createEvent') ? openSlot : undefined}
        onOpenEvent={openEvent}
        onMoveEvent={can('moveEvent') ? moveEvent : undefined}
      />
      <Suspense fallback={null}>
        {dialog && (
          <EventDialog target={dialog} readOnly={!can('updateEvent')} onClose={() => setDialog(null)} />
        )}
        {feedOpen && <CalendarFeedDialog onClose={() => setFeedOpen(false)} />}
        {settingsOpen && <GuaranteeSettingsDialog onClose={() => setSettingsOpen(false)} />}
      </Suspense>
      <MessageDialog
        open={pastSlot}
        title={EVENT_TEXTS.pastBooking}
        onClose={() => setPastSlot(false)}
        closeLabel={EVENT_TEXTS.pastBookingButton}
      />
    </Box>
  );
}
