import { queryClient } from '../../app/query-client';
import { getToken } from '../../lib/session';
import { eventRangeQuery } from './api';
import { loadEventCalendar } from './calendar/CalendarPanel';
import { openingRange } from './calendar/calendar-range';

/**
 * What the events page needs besides its own code, started with it: the calendar's code and the
 * events of the week it opens on. Without it each waited for the one before (the page's code, then
 * the calendar's, then a first draw, then the events).
 */
export function preloadEventsPage(): void {
  void loadEventCalendar();
  if (!getToken()) return;
  const { startDate, endDate } = openingRange();
  void queryClient.prefetchQuery(eventRangeQuery(startDate, endDate));
}
