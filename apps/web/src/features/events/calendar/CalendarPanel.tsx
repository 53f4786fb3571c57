import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { askedDays } from './asked-days';
import { CalendarToolbar, ViewTabs } from './CalendarToolbar';
import type { ShownDays } from './calendar-address';
import { type CalendarView, calendarTitle, showsToday, stepDate, visibleRange } from './calendar-range';
import { calendarFrameSx } from './calendar-styles';
import type { EventCalendarProps } from './EventCalendar';

/** Where the calendar will be, at its height, so that nothing moves when it comes. */
const placeholder = <Box sx={{ height: { xs: 'calc(75dvh - 110px)', sm: 'calc(100dvh - 310px)' } }} />;

/** FullCalendar is most of the page's code: loaded once the page has painted its toolbar (routes.tsx). */
const EventCalendar = lazy(async () => ({ default: (await import('./EventCalendar')).EventCalendar }));

export type CalendarPanelProps = Omit<EventCalendarProps, 'view' | 'date'> & {
  /** What the calendar shows has been read (a box of its size until then). */
  ready: boolean;
  /** The view and a date within it: the page keeps them in its address. */
  shown: ShownDays;
  onShow: (shown: ShownDays) => void;
};

/**
 * The calendar in its white box: the toolbar and the title of the days shown paint at once, the
 * calendar when its code and what it shows have arrived (a box of its height meanwhile). Each step or
 * view reports its days at once, so their events are asked for while the calendar draws.
 */
export function CalendarPanel({ ready, shown, onShow, ...props }: CalendarPanelProps) {
  const { onRange } = props;
  // Each tap goes on from the days last asked for, which the address may not show yet (asked-days.ts).
  const asked = useRef<ReturnType<typeof askedDays>>(null);
  asked.current ??= askedDays();
  const tracker = asked.current;
  // Days drawn are seen as they commit, so that a request drawn and then left (Back) no longer waits.
  useEffect(() => {
    tracker.from(shown);
  }, [tracker, shown]);
  const show = (view: CalendarView, date: Date) => {
    tracker.ask(shown, { view, date });
    onShow({ view, date });
    const { start, end } = visibleRange(view, date);
    onRange(start, end);
  };
  const onView = (next: CalendarView) => show(next, tracker.from(shown).date);
  const { view, date } = shown;
  return (
    <Box sx={calendarFrameSx}>
      <CalendarToolbar
        view={view}
        title={calendarTitle(view, date)}
        todayShown={showsToday(view, date)}
        onStep={(direction) => {
          const from = tracker.from(shown);
          show(from.view, stepDate(from.view, from.date, direction));
        }}
        onToday={() => show(tracker.from(shown).view, new Date())}
        onView={onView}
      />
      {ready ? (
        <Suspense fallback={placeholder}>
          <EventCalendar view={view} date={date} {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center', mt: 2 }}>
        <ViewTabs view={view} onView={onView} />
      </Box>
    </Box>
  );
}
