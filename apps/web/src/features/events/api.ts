import type {
  TBanquetEvent,
  TBanquetEventListItem,
  TBanquetEventPatch,
  TBanquetEventRequestInput,
  TEventMenuChoices,
} from '@brigade/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../lib/api';

/**
 * The events calls (spec 7, issue 14). Query keys: ['events', 'range', start, end] for what the
 * calendar shows, ['events', id] for one event, ['events', 'menu-choices'] for the menu items an event
 * can take, ['events', 'calendar-feed'] for the iCal link. A save or delete refreshes every range.
 */

export const eventKeys = {
  all: ['events'] as const,
  ranges: ['events', 'range'] as const,
  range: (startDate: string, endDate: string) => ['events', 'range', startDate, endDate] as const,
  one: (id: number) => ['events', id] as const,
  menuChoices: ['events', 'menu-choices'] as const,
  calendarFeed: ['events', 'calendar-feed'] as const,
};

/** GET /api/events?startDate&endDate: every event overlapping the range (ISO strings with offset). */
export function eventRangeQuery(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: eventKeys.range(startDate, endDate),
    queryFn: ({ signal }) =>
      api.get<TBanquetEventListItem[]>('/api/events', { query: { startDate, endDate }, signal }),
    // Paging the calendar keeps the previous events on screen until the next range arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/events/{id}: the event in full, read fresh when the dialog opens (its save sends the version). */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: eventKeys.one(id),
    queryFn: ({ signal }) => api.get<TBanquetEvent>(`/api/events/${id}`, { signal }),
    retry: false,
  });
}

/** GET /api/events/menu-choices: the menu items of every complete menu (spec 4). */
export const menuChoicesQuery = queryOptions({
  queryKey: eventKeys.menuChoices,
  queryFn: ({ signal }) => api.get<TEventMenuChoices>('/api/events/menu-choices', { signal }),
  staleTime: 30_000,
});

/** Spec 4 "new versus existing": no id → POST (201); an id → PUT (200) with its version (409 stale). */
export async function saveEvent(body: TBanquetEventRequestInput): Promise<TBanquetEvent> {
  const id = body.id;
  const response =
    id == null
      ? await request<TBanquetEvent>('/api/events', { method: 'POST', body })
      : await request<TBanquetEvent>(`/api/events/${id}`, { method: 'PUT', body });
  return response.data;
}

/** PATCH /api/events/{id} after a drag or a resize: the new start and end. */
export function moveEvent(patch: TBanquetEventPatch & { id: number }) {
  return api.patch<TBanquetEvent>(`/api/events/${patch.id}`, patch);
}

export function deleteEvent(id: number) {
  return api.delete(`/api/events/${id}`);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: (saved) => {
      queryClient.setQueryData(eventKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: eventKeys.ranges });
    },
  });
}

export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveEvent,
    onSuccess: (moved) => queryClient.setQueryData(eventKeys.one(moved.id), moved),
    // Moved or refused, the ranges are read again: the list rows carry the version the next drag sends.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.ranges }),
  });
}

/** The secret iCal address of the signed-in user's banquet calendar; null when none is shared. */
export type CalendarFeed = { url: string | null };

export const calendarFeedQuery = queryOptions({
  queryKey: eventKeys.calendarFeed,
  queryFn: ({ signal }) => api.get<CalendarFeed>('/api/calendar-feed', { signal }),
});

/** POST /api/calendar-feed: a new secret address (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/calendar-feed'),
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeed>(eventKeys.calendarFeed, feed),
  });
}

/** DELETE /api/calendar-feed: stop sharing (the address answers no more). */
export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/calendar-feed'),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(eventKeys.calendarFeed, { url: null }),
  });
}
