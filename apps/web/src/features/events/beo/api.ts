import type { TBanquetEvent } from '@brigade/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/events/{id}: the BEO and the station sheet headers read the stored event, fresh. */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: ['events', id] as const,
    queryFn: ({ signal }) => api.get<TBanquetEvent>(`/api/events/${id}`, { signal }),
    retry: false,
  });
}

/** The printable BEO's address. */
export function beoPath(eventId: number): string {
  return `/portal/events/${eventId}/beo`;
}
