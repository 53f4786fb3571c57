import type { TBanquetEvent, TBanquetEventPatch, TBanquetEventRequestInput } from '@brigade/core';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { areaKey, call, operationKey } from '../../lib/api-client';

/**
 * The events calls (spec 7). Query keys come from the operations (lib/api-client.ts), every
 * event read under ['events']: the ranges the calendar shows, one event, the menu items an event can
 * take; the iCal link under ['calendar-feed']. A save or delete refreshes every range.
 */

export const eventKeys = {
  all: areaKey('events'),
  ranges: operationKey('listEvents'),
  range: (startDate: string, endDate: string) =>
    operationKey('listEvents', { query: { startDate, endDate } }),
  one: (id: number) => operationKey('getEvent', { params: { id } }),
  menuChoices: operationKey('listEventMenuChoices'),
  calendarFeed: operationKey('getCalendarFeed'),
};

/** GET /api/events?startDate&endDate: every event overlapping the range (ISO strings with offset). */
export function eventRangeQuery(startDate: string, endDate: string) {
  return queryOptions({
    queryKey: eventKeys.range(startDate, endDate),
    queryFn: ({ signal }) => call('listEvents', { query: { startDate, endDate }, signal }),
    // Paging the calendar keeps the previous events on screen until the next range arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/rooms: the kitchen's rooms an event is booked in (the dialog's Room choices). */
export const roomsQuery = queryOptions({
  queryKey: operationKey('listRooms'),
  queryFn: ({ signal }) => call('listRooms', { signal }),
  staleTime: 30_000,
});

/** GET /api/events/menu-choices: the menu items of every complete menu (spec 4). */
export const menuChoicesQuery = queryOptions({
  queryKey: eventKeys.menuChoices,
  queryFn: ({ signal }) => call('listEventMenuChoices', { signal }),
  staleTime: 30_000,
});

/** Spec 4 "new versus existing": no id → POST (201); an id → PUT (200) with its version (409 stale). */
export async function saveEvent(body: TBanquetEventRequestInput): Promise<TBanquetEvent> {
  const id = body.id;
  return id == null
    ? call('createEvent', { body })
    : call('updateEvent', { params: { id: String(id) }, body });
}

/** PATCH /api/events/{id} after a drag or a resize: the new start and end. */
export function moveEvent(patch: TBanquetEventPatch & { id: number }) {
  return call('moveEvent', { params: { id: patch.id }, body: patch });
}

export function deleteEvent(id: number) {
  return call('deleteEvent', { params: { id } });
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

/**
 * POST /api/events/{id}/confirm with the version the dialog read: Definite, its menu's versions and
 * costs pinned (again: the new ones, the BEO revision raised).
 */
export function useConfirmEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      call('confirmEvent', { params: { id }, body: { version } }),
    onSuccess: (confirmed) => {
      queryClient.setQueryData(eventKeys.one(confirmed.id), confirmed);
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
  queryFn: ({ signal }) => call('getCalendarFeed', { signal }),
});

/** POST /api/calendar-feed: a new secret address (the old one stops working). */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('replaceCalendarFeed'),
    onSuccess: (feed) => queryClient.setQueryData<CalendarFeed>(eventKeys.calendarFeed, feed),
  });
}

/** DELETE /api/calendar-feed: stop sharing (the address answers no more). */
export function useStopCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('revokeCalendarFeed'),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(eventKeys.calendarFeed, { url: null }),
  });
}
