import FullCalendar, {
  type CalendarRef,
  type DateSelectInfo,
  type EventClickInfo,
  type EventDragStartInfo,
  type EventDropInfo,
  type EventInput,
  type EventResizeDoneInfo,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarEventProps } from './calendar-events';
import { CALENDAR_VIEWS, type CalendarView } from './calendar-range';
import { CALENDAR_CLASSES, calendarSx } from './calendar-styles';
import { EventChip } from './EventChip';
import { type EventDates, onDayKeepingTime } from './event-moves';
import { OffscreenCue } from './OffscreenCue';
import { RoomDayContext, RoomDayView } from './RoomDayView';
import { openingScrollTime, timeGridBounds } from './service-day';
import { useTouchTap } from './use-touch-tap';

const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];
const VIEWS = {
  [CALENDAR_VIEWS.month]: { dayMaxEvents: 2 },
  // One day, a column a room (RoomDayView draws it from the calendar's events).
  [CALENDAR_VIEWS.rooms]: {
    duration: { days: 1 },
    content: (info: { view: { currentStart: Date } }) => <RoomDayView day={info.view.currentStart} />,
  },
};

export type EventMove = {
  id: number;
  version: number;
  title: string;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  /** Where the event was before the drag or resize (what Undo puts back). */
  before: EventDates;
  /** Puts the event back where it was (a refused move). */
  revert: () => void;
};

export type EventCalendarProps = {
  /** The view shown and a date within it (the page's toolbar steps them). */
  view: CalendarView;
  date: Date;
  events: EventInput[];
  /** The visible range changed (first render, another date or view). */
  onRange: (start: Date, end: Date) => void;
  /** An empty slot was selected (spec 2: it opens a new event). Absent: slots cannot be selected. */
  onSelectSlot?: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onOpenEvent: (id: number) => void;
  /**
   * An event was dragged or resized (spec 4: the new start and end are sent). Absent: events stay
   * where they are (a role that may only read them).
   */
  onMoveEvent?: (move: EventMove) => void;
};

/** A drag that ends within this many pixels of its start height is sideways: it keeps the time. */
const SIDEWAYS_PX = 10;

/** The pointer's height in the window, for a mouse or a finger. */
function pointerClientY(event: UIEvent | MouseEvent | TouchEvent): number | null {
  if ('clientY' in event) return event.clientY;
  const point = 'changedTouches' in event ? event.changedTouches[0] : undefined;
  return point ? point.clientY : null;
}

/** The timed events of a list that overlap [from, to). */
function timedWithin(events: readonly EventInput[], from: Date, to: Date) {
  return events
    .filter((e) => !e.allDay && e.start && e.end)
    .map((e) => ({ start: new Date(e.start as string), end: new Date(e.end as string) }))
    .filter((e) => e.start < to && e.end > from);
}

/**
 * The banquet calendar (FullCalendar 7). Memoised: it redraws when its events change, not on every
 * render of the page around it (dialogs, snackbars).
 *
 * The time grid covers the service day (and any event outside it) and opens scrolled to the first
 * event of the range; an event scrolled out of sight leaves a cue. A drag snaps to the quarter hour
 * and never scrolls the grid under the pointer (a silent half-hour shift); a timed event dropped on a
 * day (the all-day row, a month cell) or dragged sideways onto another day keeps its time. On touch, a tap opens an event even once a
 * long-press has selected it.
 */
export const EventCalendar = memo(function EventCalendar({
  view,
  date,
  events,
  onRange,
  onSelectSlot,
  onOpenEvent,
  onMoveEvent,
}: EventCalendarProps) {
  const narrow = useMediaQuery('(max-width:600px)');
  // A month is as tall as its weeks (the page scrolls); the time grids fill the window and scroll
  // inside. The height is the calendar's own, not a view option: a month in a fixed height spilled
  // its last weeks out of the calendar's box.
  const [monthShown, setMonthShown] = useState(false);
  const calendar = useRef<CalendarRef>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Scrolls a newly shown time grid to its first event (set below, where the events are). */
  const scrollToFirstEvent = useRef(() => {});
  const shown = useRef<{ key: string; start: Date; end: Date; scrolled: boolean } | null>(null);
  const touch = useTouchTap(onOpenEvent);
  // A new view is shown once FullCalendar has measured it (two frames after it mounts): drawn before,
  // it moved as its time column widened. The flag is written on the element itself: a state change
  // would redraw the calendar, and a custom view mounts again on every redraw.
  const showOnceMeasured = useCallback((info: { el: HTMLElement }) => {
    // The calendar's box (its ref is not set yet when the first view mounts).
    const calendarBox = info.el.closest<HTMLElement>('[data-measured]');
    if (!calendarBox) return;
    calendarBox.dataset.measured = 'false';
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        calendarBox.dataset.measured = 'true';
        scrollToFirstEvent.current();
      }),
    );
  }, []);
  // Where the pointer was when a drag began: a sideways drag onto another day keeps the time.
  const dragFrom = useRef<number | null>(null);

  const bounds = useMemo(
    () =>
      timeGridBounds(
        events
          .filter((e) => !e.allDay && e.start && e.end)
          .map((e) => ({ start: new Date(e.start as string), end: new Date(e.end as string) })),
      ),
    [events],
  );

  // The grid scrolls to the first event of a newly shown range, once: when its events arrive, or when
  // the view has been measured if they were there first (a scroll before that is lost).
  scrollToFirstEvent.current = () => {
    const range = shown.current;
    const api = calendar.current?.getApi();
    if (!range || range.scrolled || !api || !api.view.type.startsWith('timeGrid')) return;
    if (box.current?.dataset.measured !== 'true') return;
    const timed = timedWithin(events, range.start, range.end);
    if (timed.length === 0) return;
    range.scrolled = true;
    api.scrollToTime(openingScrollTime(timed, new Date(), bounds.slotMinTime));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll reads them through its ref; these say when to try again
  useEffect(() => scrollToFirstEvent.current(), [events, bounds.slotMinTime]);

  // The page's toolbar moves the calendar: another view, or another date within the one shown.
  useEffect(() => {
    const api = calendar.current?.getApi();
    if (!api) return;
    if (api.view.type !== view) api.changeView(view, date);
    else if (api.getDate().getTime() !== date.getTime()) api.gotoDate(date);
  }, [view, date]);

  const datesSet = (info: { start: Date; end: Date; view: { type: string } }) => {
    setMonthShown(info.view.type === CALENDAR_VIEWS.month);
    const key = `${info.view.type}:${info.start.toISOString()}`;
    if (shown.current?.key !== key) {
      shown.current = { key, start: info.start, end: info.end, scrolled: false };
      calendar.current
        ?.getApi()
        .scrollToTime(
          openingScrollTime(timedWithin(events, info.start, info.end), new Date(), bounds.slotMinTime),
        );
    }
    onRange(info.start, info.end);
  };

  const select = (info: DateSelectInfo) => {
    info.view.calendar.unselect();
    onSelectSlot?.({ start: info.start, end: info.end, allDay: info.allDay });
  };
  const click = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    // A tap is handled by useTouchTap (FullCalendar does not report a tap on a selected event).
    if (touch.wasTouch(info.jsEvent)) return;
    onOpenEvent(Number(info.event.id));
  };
  const change = (info: EventDropInfo | EventResizeDoneInfo) => {
    const { event, oldEvent } = info;
    if (!onMoveEvent || !oldEvent.start) return info.revert();
    const before: EventDates = {
      start: oldEvent.start,
      end: oldEvent.end ?? oldEvent.start,
      allDay: oldEvent.allDay,
    };
    let { start, end, allDay } = event;
    const pointerY = 'jsEvent' in info ? pointerClientY(info.jsEvent) : null;
    const sideways =
      'delta' in info &&
      dragFrom.current !== null &&
      pointerY !== null &&
      Math.abs(pointerY - dragFrom.current) <= SIDEWAYS_PX &&
      !allDay &&
      start !== null &&
      start.toDateString() !== before.start.toDateString();
    // A timed event dropped on a day (the week's all-day row), or dragged sideways onto another day,
    // moves to that day at the same time (a hand drifting a few pixels does not move it by 15 minutes).
    if (!before.allDay && start && (allDay || sideways)) {
      ({ start, end } = onDayKeepingTime(before, start));
      allDay = false;
      event.setDates(start, end, { allDay: false });
    }
    onMoveEvent({
      id: Number(event.id),
      version: (event.extendedProps as CalendarEventProps).version,
      title: event.title,
      start,
      end,
      allDay,
      before,
      revert: info.revert,
    });
  };

  const roomDay = useMemo(
    () => ({
      events,
      ...bounds,
      scrollTime: openingScrollTime(
        timedWithin(events, new Date(0), new Date(8.64e15)),
        new Date(),
        bounds.slotMinTime,
      ),
      onOpenEvent,
    }),
    [events, bounds, onOpenEvent],
  );

  return (
    <Box ref={box} sx={calendarSx} data-measured="false" {...touch.handlers}>
      <RoomDayContext.Provider value={roomDay}>
        <FullCalendar
          ref={calendar}
          plugins={PLUGINS}
          initialView={view}
          initialDate={date}
          // The page draws the toolbar (CalendarToolbar): it paints before this code has loaded.
          headerToolbar={false}
          footerToolbar={false}
          moreLinkClass={CALENDAR_CLASSES.control}
          popoverCloseClass={CALENDAR_CLASSES.control}
          eventClass={CALENDAR_CLASSES.event}
          rowEventClass={CALENDAR_CLASSES.rowEvent}
          rowEventInnerClass={CALENDAR_CLASSES.rowEventInner}
          rowEventTitleClass={CALENDAR_CLASSES.rowEventTitle}
          listItemEventClass={CALENDAR_CLASSES.rowEvent}
          listItemEventInnerClass={CALENDAR_CLASSES.rowEventInner}
          listItemEventTitleClass={CALENDAR_CLASSES.rowEventTitle}
          columnEventAfterClass={CALENDAR_CLASSES.resizer}
          viewClass={CALENDAR_CLASSES.view}
          viewDidMount={showOnceMeasured}
          eventContent={EventChip}
          eventDidMount={(info) => {
            info.el.dataset.eventId = info.event.id;
          }}
          // Spec 9: the month view spans as few weeks as the month needs.
          fixedWeekCount={false}
          dayMaxEvents
          // A month shows two readable chips a day and "+N more" (a popover with them all); its rows grow
          // to hold them and the page scrolls, rather than squeezing every chip into "+N more".
          views={VIEWS}
          nowIndicator
          // The service day, and any event starting before it or running past midnight.
          slotMinTime={bounds.slotMinTime}
          slotMaxTime={bounds.slotMaxTime}
          snapDuration="00:15:00"
          // Scrolling the grid while dragging moved drops silently by the distance scrolled.
          dragScroll={false}
          longPressDelay={400}
          selectable={onSelectSlot !== undefined}
          selectMirror
          editable={onMoveEvent !== undefined}
          forceEventDuration
          // A timed event may land on a day (it keeps its time); an all-day one stays all-day.
          eventAllow={(drop, dragged) => dragged === null || !dragged.allDay || drop.allDay}
          height={monthShown ? 'auto' : narrow ? 'calc(75dvh - 110px)' : 'calc(100dvh - 310px)'}
          events={events}
          datesSet={datesSet}
          select={select}
          eventClick={click}
          eventDragStart={(info: EventDragStartInfo) => {
            dragFrom.current = pointerClientY(info.jsEvent);
          }}
          eventDrop={change}
          eventResize={change}
        />
      </RoomDayContext.Provider>
      <OffscreenCue container={box} watch={events} />
    </Box>
  );
});
