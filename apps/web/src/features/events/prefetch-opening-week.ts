import { queryClient } from '../../app/query-client';
import { getToken } from '../../lib/session';
import { eventRangeQuery } from './api';
import { openingRange } from './calendar/calendar-range';

/**
 * The events of the week the events page opens on, asked for by its route while the page's code loads
 * (the page used to ask only once the calendar had loaded and drawn).
 */
export function prefetchOpeningWeek(): void {
  if (!getToken()) return;
  const { startDate, endDate } = openingRange();
  void queryClient.prefetchQuery(eventRangeQuery(startDate, endDate));
}
