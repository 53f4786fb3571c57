import { queryOptions } from '@tanstack/react-query';
import { call, operationKey } from '../../../lib/api-client';

/** GET /api/events/{id}: the BEO and the station sheet headers read the stored event, fresh. */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: operationKey('getEvent', { params: { id } }),
    queryFn: ({ signal }) => call('getEvent', { params: { id }, signal }),
    retry: false,
  });
}

/** The printable BEO's address. */
export function beoPath(eventId: number): string {
  return `/portal/events/${eventId}/beo`;
}
