import FullCalendar, {
  type DateSelectInfo,
  type EventChangeInfo,
  type EventClickInfo,
  type EventInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { memo } from 'react';
import type { CalendarEventProps } from './calendar-events';

/** Spec 2 and 9: month, week (the default) and day views, prev/next/today. */
export const CALENDAR_VIEWS = { month: 'dayGridMonth', week: 'timeGridWeek', day: 'timeGridDay' } as const;

const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];

const BUTTONS = {
  today: { text: 'Today' },
  month: { text: 'Month' },
  week: { text: 'Week' },
  day: { text: 'Day' },
  prev: { hint: 'Previous $0' },
  next: { hint: 'Next $0' },
};

export type EventMove = {
  id: number;
  version: number;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  /** Puts the event back where it was (a refused move). */
  revert: () => void;
};

export type EventCalendarProps = {
  events: EventInput[];
  /** The visible range changed (first render, prev/next/today, another view). */
  onRange: (start: Date, end: Date) => void;
  /** An empty slot was selected (spec 2: it opens a new event). Absent: slots cannot be selected. */
  onSelectSlot?: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onOpenEvent: (id: number) => void;
  /**
   * An event was dragged or resized (spec 4: the new start and end are sent). Absent: events stay
   * where they are (a role that may only read them, issue 20).
   */
  onMoveEvent?: (move: EventMove) => void;
};

/**
 * The banquet calendar (FullCalendar 7). Memoised: it redraws when its events change, not on every
 * render of the page around it (dialogs, snackbars).
 */
export const EventCalendar = memo(function EventCalendar({
  events,
  onRange,
  onSelectSlot,
  onOpenEvent,
  onMoveEvent,
}: EventCalendarProps) {
  const narrow = useMediaQuery('(max-width:600px)');

  const select = (info: DateSelectInfo) => {
    info.view.calendar.unselect();
    onSelectSlot?.({ start: info.start, end: info.end, allDay: info.allDay });
  };
  const click = (info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    onOpenEvent(Number(info.event.id));
  };
  const change = (info: EventChangeInfo) => {
    const { event } = info;
    if (!onMoveEvent) return info.revert();
    onMoveEvent({
      id: Number(event.id),
      version: (event.extendedProps as CalendarEventProps).version,
      start: event.start,
      end: event.end,
      allDay: event.allDay,
      revert: info.revert,
    });
  };

  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderRadius: 2,
        p: { xs: 1, sm: 2 },
        // The classic theme in the brand's colours (the MUI theme's): copper buttons, teal events.
        '--fc-classic-button': (t) => t.palette.primary.main,
        '--fc-classic-button-border': (t) => t.palette.primary.main,
        '--fc-classic-button-strong': (t) => t.palette.primary.dark,
        '--fc-classic-button-strong-border': (t) => t.palette.primary.dark,
        '--fc-classic-primary': (t) => t.palette.secondary.main,
        '--fc-classic-event': (t) => t.palette.secondary.main,
        '--fc-classic-event-contrast': (t) => t.palette.secondary.contrastText,
        '--fc-classic-highlight': (t) => alpha(t.palette.secondary.main, 0.14),
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView={CALENDAR_VIEWS.week}
        headerToolbar={
          narrow
            ? { start: 'title', end: 'prev,today,next' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek,timeGridDay' }
        }
        footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,timeGridDay' } : false}
        buttons={BUTTONS}
        // Spec 9: the month view spans as few weeks as the month needs.
        fixedWeekCount={false}
        dayMaxEvents
        nowIndicator
        selectable={onSelectSlot !== undefined}
        selectMirror
        editable={onMoveEvent !== undefined}
        forceEventDuration
        // A drag moves an event, it does not make it all-day or timed: PATCH carries only the dates.
        eventAllow={(drop, dragged) => dragged === null || drop.allDay === dragged.allDay}
        scrollTime="08:00:00"
        // Tall enough to see an evening at once; the grid scrolls inside, starting at 8 am.
        height={narrow ? '75dvh' : 'calc(100dvh - 190px)'}
        events={events}
        datesSet={(info) => onRange(info.start, info.end)}
        select={select}
        eventClick={click}
        eventDrop={change}
        eventResize={change}
      />
    </Box>
  );
});
