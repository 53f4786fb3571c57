import { queryClient } from '../../app/query-client';
import { getToken } from '../../lib/session';
import { eventRangeQuery } from './api';
import { shownDays, shownRange } from './calendar/calendar-address';

/**
 * The events of the days the events page opens on (its address's view and date; the week of today
 * without them), asked for by its route while the page's code loads (the page used to ask only once
 * the calendar had loaded and drawn).
 */
export function prefetchOpeningDays(params: URLSearchParams): void {
  if (!getToken()) return;
  const { startDate, endDate } = shownRange(shownDays(params));
  void queryClient.prefetchQuery(eventRangeQuery(startDate, endDate));
}
