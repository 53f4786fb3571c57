import { queryOptions } from '@tanstack/react-query';
import { call, operationKey } from './api-client';

/**
 * GET /api/events/{id}: the stored event in full, read by the event dialog (its save sends the
 * version), the BEO, the team sheets and an event's labels. Not retried: the first answer is shown.
 */
export function eventQuery(id: number) {
  return queryOptions({
    queryKey: operationKey('getEvent', { params: { id } }),
    queryFn: ({ signal }) => call('getEvent', { params: { id }, signal }),
    retry: false,
  });
}
